import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { LISTING_KINDS } from '@kamra/contracts/options';
import { messages } from '@kamra/contracts/messages';
import { listingSearchQuerySchema, SEARCH_PAGE_SIZE } from '@kamra/contracts/commands';
import type { ListingCard, ListingDetail, ListingHistoryEntry, MyListing, Page, QueueCounts } from '@kamra/contracts/read-models';
import { isPublicListing, maySeeListing } from '@kamra/contracts/rules';
import { apiRouter, BadRequestError, NotFoundError, requireAdmin, requireUser } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { listingHistory } from './listing-history.js';
import { presentCard, presentDetail, presentMyListing } from './listing-presenter.js';
import { decodeQueueCursor, encodeQueueCursor } from './listing-cursor.js';
import { findListing, listingsOfOwner, pendingCounts, pendingListings, userExists } from './listing-queries.js';
import { isoOf } from './listing-row.js';
import { searchListings } from './search-listings.js';
import type { SearchPageCache } from './search-page-cache.js';
import { isVisibleRow } from './lifecycle-presenter.js';
import { adminExtras } from './admin-extras.js';

export interface ListingRoutesDeps {
  db: ReadDb;
  now(): Date;
  /** Search pages kept while the read tables stand still (search-page-cache.ts). */
  searchPages: SearchPageCache;
}

/** A 400 naming the parameter and saying what is wrong with it. */
function badQuery(error: z.ZodError): BadRequestError {
  const issue = error.issues[0];
  const name = issue?.path.join('.');
  const message = issue?.message ?? 'The query is not valid.';
  return new BadRequestError(name ? `${name}: ${message}` : message);
}

function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw badQuery(parsed.error);
  return parsed.data;
}

const kindQuerySchema = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTING_KINDS, { error: messages.searchKindRequired }).optional()),
});

const queueQuerySchema = kindQuerySchema.extend({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE.max).default(SEARCH_PAGE_SIZE.max),
});

function noStore(res: express.Response): void {
  res.setHeader('cache-control', 'no-store');
}

/** Search, detail, the lister's own listings, and the admins' queue, per-user lists and audit trail. */
export function listingRoutes(deps: ListingRoutesDeps): Router {
  const { db } = deps;
  const router = apiRouter();

  router.get('/api/listings', async (req, res) => {
    const query = parseQuery(listingSearchQuerySchema, req);
    const body = await deps.searchPages.page(JSON.stringify(query), (): Promise<Page<ListingCard>> => searchListings(db, query, deps.now()));
    res.type('json').send(body);
  });

  router.get('/api/listings/:id', async (req, res) => {
    const row = await findListing(db, req.params.id);
    const viewer = req.actor.kind === 'user' ? { userId: req.actor.userId, isAdmin: req.actor.isAdmin } : null;
    // A listing the viewer may not see does not exist for them.
    if (!row || !maySeeListing({ status: row.status, deleted: row.deleted, ownerId: row.owner_id }, viewer)) {
      throw new NotFoundError(messages.listingNotFound);
    }
    const isAdmin = viewer?.isAdmin === true;
    const isOwner = viewer?.userId === row.owner_id;
    // Closed and expired listings are, like pending ones, for their owner and admins: the owner may still renew.
    const now = deps.now();
    const visible = isVisibleRow(row, now);
    if (!visible && !isAdmin && !isOwner) throw new NotFoundError(messages.listingNotFound);
    const body: ListingDetail = presentDetail(row, { isAdmin, isOwner }, now);
    // Only what everyone sees may be cached; an owner's or admin's view is theirs alone.
    if (!visible || isAdmin || isOwner) noStore(res);
    res.json(body);
  });

  router.get('/api/me/listings', async (req, res) => {
    const actor = requireUser(req);
    const { kind } = parseQuery(kindQuerySchema, req);
    const now = deps.now();
    const body: Page<MyListing> = { items: (await listingsOfOwner(db, actor.userId, kind)).map((row) => presentMyListing(row, now)), nextCursor: null };
    noStore(res);
    res.json(body);
  });

  router.get('/api/admin/queue', async (req, res) => {
    requireAdmin(req);
    const { kind, cursor, limit } = parseQuery(queueQuerySchema, req);
    const rows = await pendingListings(db, kind, cursor ? decodeQueueCursor(cursor) : null, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const now = deps.now();
    const nextCursor = rows.length > limit && last
      ? encodeQueueCursor({ at: isoOf(last.submitted_at), id: last.id })
      : null;
    const extras = await adminExtras(db, page);
    const body: Page<MyListing> = { items: page.map((row) => presentMyListing(row, now, extras)), nextCursor };
    noStore(res);
    res.json(body);
  });

  router.get('/api/admin/queue/counts', async (req, res) => {
    requireAdmin(req);
    const body: QueueCounts = await pendingCounts(db);
    noStore(res);
    res.json(body);
  });

  router.get('/api/admin/users/:id/listings', async (req, res) => {
    requireAdmin(req);
    const { kind } = parseQuery(kindQuerySchema, req);
    const rows = await listingsOfOwner(db, req.params.id, kind);
    if (rows.length === 0 && !(await userExists(db, req.params.id))) throw new NotFoundError(messages.userNotFound);
    const now = deps.now();
    const extras = await adminExtras(db, rows);
    const body: Page<MyListing> = { items: rows.map((row) => presentMyListing(row, now, extras)), nextCursor: null };
    noStore(res);
    res.json(body);
  });

  router.get('/api/admin/listings/:id/history', async (req, res) => {
    requireAdmin(req);
    const body: ListingHistoryEntry[] = await listingHistory(db, req.params.id);
    if (body.length === 0) throw new NotFoundError(messages.listingNotFound);
    noStore(res);
    res.json(body);
  });

  return router;
}
