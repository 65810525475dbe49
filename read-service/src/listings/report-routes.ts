/**
 * GET /api/admin/reports?cursor= (admin): open reports grouped by listing, most reported first,
 * a page of listings at a time. The body stays the list it always was; the page after is named
 * by the X-Next-Cursor header (absent on the last page) and how many listings have open reports
 * by X-Total-Count, so the sidebar's count is the true one however long the list.
 */
import express, { type Router } from 'express';
import { z } from 'zod';
import { parseInput } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import type { ReportedListingView } from '@kamra/contracts/read-models';
import { BadRequestError, requireAdmin } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { presentReportedListings } from './lifecycle-presenter.js';
import { cursorId, decodeOpaque, encodeOpaque, NEXT_CURSOR_HEADER } from '../opaque-cursor.js';
import { openReportsOf, reportedListingCount, reportedListingPage, type ReportedCursor } from './report-queries.js';

/** Listings a page: each carries all its reports, so a page is the admin's afternoon, not a scroll. */
export const REPORTED_PAGE_SIZE = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const querySchema = z.object({ cursor: z.string().max(300).optional() });
const cursorSchema: z.ZodType<ReportedCursor> = z.object({
  reports: z.number().int().min(1),
  // Microseconds since 1970 as Postgres's bigint holds them: more digits would fail in the query, not here.
  latestUs: z.string().regex(/^-?\d{1,18}$/),
  id: cursorId,
});

export function reportRoutes(deps: { db: ReadDb }): Router {
  const router = express.Router();
  router.get('/api/admin/reports', async (req, res) => {
    requireAdmin(req);
    const parsed = parseInput(querySchema, req.query);
    if (!parsed.success) throw new BadRequestError(messages.reportsCursorInvalid);
    const after = parsed.data.cursor === undefined ? null : decodeOpaque(cursorSchema, parsed.data.cursor, messages.reportsCursorInvalid);
    const [{ listings, next }, total] = await Promise.all([reportedListingPage(deps.db, after, REPORTED_PAGE_SIZE), reportedListingCount(deps.db)]);
    if (next) res.setHeader(NEXT_CURSOR_HEADER, encodeOpaque(next));
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    const reports = await openReportsOf(deps.db, listings.map((listing) => listing.id));
    const body: ReportedListingView[] = presentReportedListings(listings, reports);
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });
  return router;
}
