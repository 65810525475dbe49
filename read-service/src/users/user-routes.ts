import express, { type Router } from 'express';
import { adminUsersQuerySchema } from '@kamra/contracts/queries';
import { parseInput } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import type { CurrentUser, Page, UserSummary } from '@kamra/contracts/read-models';
import { BadRequestError, requireAdmin, requireUser, UnauthenticatedError, type KamraConfig } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { presentUser } from './user-presenter.js';
import { decodeQueueCursor, encodeQueueCursor } from '../listings/listing-cursor.js';
import { findSignedInUser, listUsers } from './user-queries.js';

export interface UserRoutesDeps {
  db: ReadDb;
  config: KamraConfig;
}

/** GET /api/me (the sign-in status check) and GET /api/admin/users?q=&cursor=&limit=. */
export function userRoutes(deps: UserRoutesDeps): Router {
  const router = express.Router();

  router.get('/api/me', async (req, res) => {
    const actor = requireUser(req);
    const row = await findSignedInUser(deps.db, actor.userId);
    // A validly signed token for no known user is as good as no token: the client signs out.
    if (!row) throw new UnauthenticatedError(messages.signInRequired);
    const phones = await deps.db.selectFrom('verified_phones').select('phone').where('user_id', '=', actor.userId).orderBy('verified_at').execute();
    const body: CurrentUser = { ...presentUser(row, deps.config.adminEmails), verifiedPhones: phones.map((phone) => phone.phone) };
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  router.get('/api/admin/users', async (req, res) => {
    requireAdmin(req);
    const parsed = parseInput(adminUsersQuerySchema, req.query);
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? messages.badRequest);
    const { q, cursor, limit } = parsed.data;
    const rows = await listUsers(deps.db, { q, after: cursor ? decodeQueueCursor(cursor) : null, count: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: Page<UserSummary> = {
      items: page.map((row) => presentUser(row, deps.config.adminEmails)),
      nextCursor: rows.length > limit && last
        ? encodeQueueCursor({ at: new Date(last.member_since).toISOString(), id: last.id })
        : null,
    };
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  return router;
}
