import express, { type Router } from 'express';
import type { EventStore } from '@kamra/eventstore';
import type { KamraConfig, Logger } from '@kamra/platform';
import { ImageStore, serveUploads } from './uploads/index.js';

export interface WriteDeps {
  store: EventStore;
  config: KamraConfig;
  logger: Logger;
  images: ImageStore;
  now(): Date;
}

/** Every command route. Mounted after resolveActor, so req.actor is set. */
export function createWriteRouter(deps: WriteDeps): Router {
  const router = express.Router();
  router.use(serveUploads(deps.images.dir));
  return router;
}
