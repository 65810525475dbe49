/** GET /api/insights/rent (anyone) and GET /api/admin/stats (admins). */
import type { Router } from 'express';
import { rentGuideQuerySchema } from '@kamra/contracts/queries';
import { parseInput } from '@kamra/contracts/commands';
import type { AdminStats, RentFigures } from '@kamra/contracts/read-models';
import { apiRouter, BadRequestError, requireAdmin } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { adminStats } from './admin-stats.js';
import { rentFigures } from './rent-figures.js';

export interface InsightsRoutesDeps {
  db: ReadDb;
  now(): Date;
}

export function insightsRoutes({ db, now }: InsightsRoutesDeps): Router {
  const router = apiRouter();

  router.get('/api/insights/rent', async (req, res) => {
    const parsed = parseInput(rentGuideQuerySchema, req.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadRequestError(issue ? `${issue.path.join('.')}: ${issue.message}` : 'The query is not valid.');
    }
    const body: RentFigures = await rentFigures(db, parsed.data.kind, parsed.data.location, now());
    // Figures move slowly; a minute's cache spares the database a query per keystroke of the wizard.
    res.setHeader('cache-control', 'public, max-age=60');
    res.json(body);
  });

  router.get('/api/admin/stats', async (req, res) => {
    requireAdmin(req);
    const body: AdminStats = await adminStats(db, now());
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  return router;
}
