/** GET /api/admin/reports (admin): open reports grouped by listing, most reported first. */
import express, { type Router } from 'express';
import type { ReportedListingView } from '@kamra/contracts/read-models';
import { requireAdmin } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { presentReportedListings } from './lifecycle-presenter.js';
import { openReportsOf, reportedListings } from './report-queries.js';

export function reportRoutes(deps: { db: ReadDb }): Router {
  const router = express.Router();
  router.get('/api/admin/reports', async (req, res) => {
    requireAdmin(req);
    const listings = await reportedListings(deps.db);
    const reports = await openReportsOf(deps.db, listings.map((listing) => listing.id));
    const body: ReportedListingView[] = presentReportedListings(listings, reports);
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });
  return router;
}
