import express, { type Router } from 'express';
import { messages } from '@kamra/contracts/messages';
import type { CurrentUser, UserSummary } from '@kamra/contracts/read-models';
import { requireAdmin, requireUser, UnauthenticatedError, type KamraConfig } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { presentUser } from './user-presenter.js';
import { findSignedInUser, listUsers } from './user-queries.js';

export interface UserRoutesDeps {
  db: ReadDb;
  config: KamraConfig;
}

/** GET /api/me (the sign-in status check) and GET /api/admin/users. */
export function userRoutes(deps: UserRoutesDeps): Router {
  const router = express.Router();

  router.get('/api/me', async (req, res) => {
    const actor = requireUser(req);
    const row = await findSignedInUser(deps.db, actor.userId);
    // A validly signed token for no known user is as good as no token: the client signs out.
    if (!row) throw new UnauthenticatedError(messages.signInRequired);
    const body: CurrentUser = presentUser(row, deps.config.adminEmails);
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  router.get('/api/admin/users', async (req, res) => {
    requireAdmin(req);
    const body: UserSummary[] = (await listUsers(deps.db)).map((row) => presentUser(row, deps.config.adminEmails));
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  return router;
}
