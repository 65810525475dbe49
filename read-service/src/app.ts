import express, { type Router } from 'express';
import type { KamraConfig, Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/projector';
import { waitForPosition } from './wait-for-position.js';

export interface ReadDeps {
  db: ReadDb;
  config: KamraConfig;
  logger: Logger;
  now(): Date;
}

/** Every query route. Mounted after resolveActor, so req.actor is set. */
export function createReadRouter(deps: ReadDeps): Router {
  const router = express.Router();
  router.use('/api', waitForPosition(deps.db));
  return router;
}
