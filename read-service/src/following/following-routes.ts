import express, { type Router } from 'express';
import type { FavouritesList, SavedSearchList } from '@kamra/contracts/read-models';
import { requireUser } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { favouritesOf, notificationsOf, savedSearchesOf } from './following-queries.js';

export interface FollowingRoutesDeps {
  db: ReadDb;
  now(): Date;
}

/**
 * GET /api/me/favourites, /api/me/saved-searches and /api/me/notifications: always the signed-in
 * person's own, named by their token and never by the URL, so nobody can read another's.
 */
export function followingRoutes(deps: FollowingRoutesDeps): Router {
  const router = express.Router();

  router.get('/api/me/favourites', async (req, res) => {
    const actor = requireUser(req);
    const body: FavouritesList = { items: await favouritesOf(deps.db, actor.userId, deps.now()) };
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  router.get('/api/me/saved-searches', async (req, res) => {
    const actor = requireUser(req);
    const body: SavedSearchList = { items: await savedSearchesOf(deps.db, actor.userId) };
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  router.get('/api/me/notifications', async (req, res) => {
    const actor = requireUser(req);
    res.setHeader('cache-control', 'no-store');
    res.json(await notificationsOf(deps.db, actor.userId));
  });

  return router;
}
