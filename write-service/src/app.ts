import express, { type Router } from 'express';
import type { EventStore } from '@kamra/eventstore';
import type { Database, KamraConfig, Logger } from '@kamra/platform';
import { PictureStore, serveUploads } from './uploads/index.js';
import { reviewRoutes } from './reviews/review-routes.js';
import { blogRoutes } from './blogs/blog-routes.js';
import { createAuthRouter } from './auth/auth-router.js';
import { createModerationRouter } from './users/moderation-router.js';
import { listingRoutes } from './listings/listing-routes.js';
import type { PictureHashIndex } from './listings/duplicates/picture-hash-index.js';
import { paymentRoutes } from './payments/index.js';
import { openMessaging } from './messaging/open-messaging.js';
import { outboxRoutes } from './messaging/outbox-routes.js';
import { NumberFloodGuard } from './phones/number-flood-guard.js';
import { phoneRoutes } from './phones/phone-routes.js';
import { followRoutes } from './following/follow-routes.js';
import { unsubscribeRoutes } from './following/unsubscribe-routes.js';

export interface WriteDeps {
  store: EventStore;
  config: KamraConfig;
  logger: Logger;
  images: PictureStore;
  /** The write side's own index of picture hashes (it never reads the read tables), fed by followPictureHashes. */
  pictureHashes: PictureHashIndex;
  /**
   * The write service's own database (the log's, or the read tables' when the log is in
   * KurrentDB), shared by every instance: per-route limits, sign-in codes, test checkouts.
   */
  pool: Database['pool'];
  now(): Date;
}

/** Every command route. Mounted after resolveActor, so req.actor is set. */
export function createWriteRouter(deps: WriteDeps): Router {
  const router = express.Router();
  router.use(serveUploads(deps.images));
  router.use(reviewRoutes(deps));
  router.use(blogRoutes({ ...deps, commentRate: { perMinute: deps.config.commentsPerUserPerMinute, pool: deps.pool } }));
  router.use(createAuthRouter(deps));
  router.use(createModerationRouter(deps));
  router.use(listingRoutes(deps));
  router.use(paymentRoutes(deps));
  const messaging = openMessaging(deps.config, deps.pool, deps.logger, deps.now);
  router.use(phoneRoutes({ ...deps, secret: deps.config.authSecret, sms: messaging.sms, numbers: new NumberFloodGuard(deps.pool) }));
  if (messaging.outbox) router.use(outboxRoutes(messaging.outbox));
  router.use(followRoutes(deps));
  router.use(unsubscribeRoutes({ ...deps, secret: deps.config.authSecret }));
  return router;
}
