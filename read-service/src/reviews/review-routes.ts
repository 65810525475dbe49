import express, { type Router } from 'express';
import type { Review } from '@kamra/contracts/read-models';
import type { ReadDb } from '@kamra/read-model';
import { presentAuthoredComment } from '../authors/authored-comment.js';
import { listReviews } from './review-queries.js';

/** GET /api/reviews: the testimonials, newest first, open to everyone. */
export function reviewRoutes(deps: { db: ReadDb }): Router {
  const router = express.Router();
  router.get('/api/reviews', async (_req, res) => {
    const body: Review[] = (await listReviews(deps.db)).map(presentAuthoredComment);
    res.json(body);
  });
  return router;
}
