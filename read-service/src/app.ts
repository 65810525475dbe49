import express, { type Router } from 'express';
import type { KamraConfig, Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import type { CheckpointWatch } from './checkpoint-watch.js';
import { waitForPosition } from './wait-for-position.js';
import { userRoutes } from './users/user-routes.js';
import { reviewRoutes } from './reviews/review-routes.js';
import { blogRoutes } from './blogs/blog-routes.js';
import { listingRoutes } from './listings/listing-routes.js';
import { placeRoutes } from './places/place-routes.js';
import { SearchPageCache } from './listings/search-page-cache.js';
import { nextSearchChange } from './listings/search-horizon.js';
import { formatPosition } from '@kamra/eventstore';
import { reportRoutes } from './listings/report-routes.js';
import { insightsRoutes } from './insights/insights-routes.js';
import { followingRoutes } from './following/following-routes.js';
import { readAsActiveAdmin } from './users/read-as-active-admin.js';

export interface ReadDeps {
  db: ReadDb;
  config: KamraConfig;
  logger: Logger;
  now(): Date;
  /** Wakes queries that wait for a position when the projector moves. */
  checkpoints: CheckpointWatch;
}

/**
 * The search pages kept while the read tables stand still, for GET /api/listings and the
 * results page's first view alike (pass the same one to createReadRouter and pageRoutes).
 */
export function createSearchPageCache(deps: Pick<ReadDeps, 'db' | 'config' | 'checkpoints' | 'now'>): SearchPageCache {
  return new SearchPageCache({
    maxAgeMs: deps.config.searchCacheMs,
    maxBytes: deps.config.searchCacheMb * 2 ** 20,
    version: () => {
      const position = deps.checkpoints.position;
      // Not heard yet (no projector move since start): read it once, and keep nothing until then.
      if (position === null) deps.checkpoints.moved();
      return position && formatPosition(position);
    },
    nextChange: (now) => nextSearchChange(deps.db, now),
    now: deps.now,
  });
}

/** Every query route. Mounted after resolveActor, so req.actor is set. */
export function createReadRouter(deps: ReadDeps & { searchPages?: SearchPageCache }): Router {
  const router = express.Router();
  const searchPages = deps.searchPages ?? createSearchPageCache(deps);
  router.use('/api', waitForPosition(deps.checkpoints));
  router.use('/api', readAsActiveAdmin(deps.db));
  // Express tries each router's routes in turn: the listings' (search and a listing's detail,
  // the most asked) come first, so their requests are not matched against every other path.
  // No two routers answer the same path, so the order changes nothing else.
  router.use(listingRoutes({ ...deps, searchPages }));
  router.use(userRoutes(deps));
  router.use(reviewRoutes(deps));
  router.use(blogRoutes(deps));
  router.use(placeRoutes(deps));
  router.use(reportRoutes(deps));
  router.use(insightsRoutes(deps));
  router.use(followingRoutes(deps));
  return router;
}
