import type { Router } from 'express';
import type { DevOutboxAnswer } from '@kamra/contracts/read-models';
import { apiRouter, DEV_OUTBOX_PATH } from '@kamra/platform';
import type { DevOutbox } from './dev-outbox.js';

/**
 * GET /api/dev/outbox: what was "sent", newest first. Mounted only while the dev outbox stands
 * in for the providers (no credentials, never in production), like the dev sign-in: on such a
 * server anyone may sign in as anyone, so the codes it shows protect nothing real.
 */
export function outboxRoutes(outbox: DevOutbox): Router {
  const router = apiRouter();
  router.get(DEV_OUTBOX_PATH, async (_req, res) => {
    const body: DevOutboxAnswer = { messages: await outbox.list() };
    res.json(body);
  });
  return router;
}
