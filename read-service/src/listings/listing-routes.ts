import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { LISTING_KINDS } from '@kamra/contracts/options';
import { numberFromText, parseInput } from '@kamra/contracts/commands';
import { messages } from '@kamra/contracts/messages';
import { listingSearchQuerySchema, SEARCH_PAGE_SIZE } from '@kamra/contracts/queries';
import type { AdminQueueItem, ListingDetail, ListingHistoryEntry, MyListing, Page, QueueCounts } from '@kamra/contracts/read-models';
import { abilitiesOf, isPublicAt, maySeeListing, type PolicyActor } from '@kamra/contracts/rules';
import { apiRouter, BadRequestError, NotFoundError, requireAdmin, requireUser, sendJsonText } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { listingHistory } from './listing-history.js';
import { presentAdminQueueItem, presentDetail, presentMyListing } from './listing-presenter.js';
import { decodeQueueCursor, encodeQueueCursor } from './listing-cursor.js';
import { NO_PHONES, phoneVerifiedIds, verifiedPhonesOf } from './phone-badges.js';
import { findListing, listingsOfOwner, pendingCounts, pendingListings, queuedAt, userExists } from './listing-queries.js';
import { isoOf } from './listing-row.js';
import { searchAnswer } from './search-answer.js';
import { queryStringOf, SearchReadings } from './search-readings.js';
import type { SearchPageCache } from './search-page-cache.js';
import { policyFactsOf } from './lifecycle-presenter.js';
import { adminExtras } from './admin-extras.js';
import { hasOpenReport } from './report-queries.js';
import type { OwnedListingRow } from './listing-row.js';

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
  const parsed = parseInput(schema, req.query);
  if (!parsed.success) throw badQuery(parsed.error);
  return parsed.data;
}

const kindQuerySchema = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTING_KINDS, { error: messages.searchKindRequired }).optional()),
});

const queueQuerySchema = kindQuerySchema.extend({
  cursor: z.string().max(300, messages.searchCursorInvalid).optional(),
  // As search reads its page size, with search's words for one out of range.
  limit: z.preprocess(
    numberFromText,
    z.number({ error: messages.notANumber }).int(messages.notAWholeNumber)
      .min(1, messages.searchLimitRange).max(SEARCH_PAGE_SIZE.max, messages.searchLimitRange)
      .default(SEARCH_PAGE_SIZE.max),
  ),
});

/**
 * The search query strings kept read: a few thousand distinct searches are asked between two
 * restarts (the bench's mix asks 3,000 to 4,000 in a run). Each entry holds its query string
 * (up to 1,000 characters), the search and its key: a few KB at most, so at most about 40 MB.
 */
const SEARCH_READINGS = { maxEntries: 10_000, maxLength: 1_000 };

function noStore(res: express.Response): void {
  res.setHeader('cache-control', 'no-store');
}

/**
 * The viewer's abilities on a listing in a list. Lists carry no report state: their viewer is
 * the owner, who may not report it anyway, or an admin, who dismisses reports instead.
 */
function abilitiesFor(row: OwnedListingRow, viewer: PolicyActor, now: Date) {
  return abilitiesOf(policyFactsOf(row, []), viewer, now);
}

/**
 * A page of one owner's listings, newest first, and the cursor of the next: a lister of years
 * has hundreds, each with its full fields, so the list is never sent whole.
 */
async function ownerPage(db: ReadDb, ownerId: string, query: z.output<typeof queueQuerySchema>): Promise<{ rows: OwnedListingRow[]; nextCursor: string | null }> {
  const { kind, cursor, limit } = query;
  const rows = await listingsOfOwner(db, ownerId, kind, cursor ? decodeQueueCursor(cursor) : null, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeQueueCursor({ at: isoOf(last.submitted_at), id: last.id }) : null;
  return { rows: page, nextCursor };
}

/** Search, detail, the lister's own listings, and the admins' queue, per-user lists and audit trail. */
export function listingRoutes(deps: ListingRoutesDeps): Router {
  const { db } = deps;
  const router = apiRouter();

  const searches = new SearchReadings(SEARCH_READINGS);
  router.get('/api/listings', async (req, res) => {
    const { query, key } = searches.of(queryStringOf(req.url), () => parseQuery(listingSearchQuerySchema, req));
    sendJsonText(res, await searchAnswer(db, deps.searchPages, query, deps.now(), key));
  });

  router.get('/api/listings/:id', async (req, res) => {
    const row = await findListing(db, req.params.id);
    const viewer = req.actor.kind === 'user' ? { userId: req.actor.userId, isAdmin: req.actor.isAdmin } : null;
    const now = deps.now();
    // The row as the rules read it, made once: who may see it, what the viewer may do, and whether it may be cached.
    const facts = row && policyFactsOf(row, []);
    // A listing the viewer may not see does not exist for them. Closed and expired listings
    // are, like pending ones, for their owner and admins: the owner may still renew or delete.
    if (!row || !facts || !maySeeListing(facts, viewer, now)) {
      throw new NotFoundError(messages.listingNotFound);
    }
    const isAdmin = viewer?.isAdmin === true;
    const isOwner = viewer?.userId === row.owner_id;
    const reported = viewer !== null && !isOwner && await hasOpenReport(db, row.id, viewer.userId);
    const abilities = abilitiesOf(reported && viewer ? { ...facts, openReporters: [viewer.userId] } : facts, viewer, now);
    // A waiting revision's number is judged against the owner's verified numbers, for those who see it.
    const ownerPhones = (isAdmin || isOwner) && row.revision !== null
      ? (await verifiedPhonesOf(db, [row.owner_id])).get(row.owner_id) ?? NO_PHONES
      : NO_PHONES;
    const body: ListingDetail = presentDetail(row, { isAdmin, isOwner }, abilities, now, ownerPhones);
    // Only what everyone sees may be cached; a signed-in viewer's answer carries their own abilities.
    if (!isPublicAt(facts, now) || viewer !== null) noStore(res);
    res.json(body);
  });

  router.get('/api/me/listings', async (req, res) => {
    const actor = requireUser(req);
    const query = parseQuery(queueQuerySchema, req);
    const now = deps.now();
    const owner: PolicyActor = { userId: actor.userId, isAdmin: actor.isAdmin };
    const { rows, nextCursor } = await ownerPage(db, actor.userId, query);
    const badged = await phoneVerifiedIds(db, rows.map((row) => row.id));
    const items = rows.map((row) => presentMyListing(row, abilitiesFor(row, owner, now), now, badged.has(row.id)));
    const body: Page<MyListing> = { items, nextCursor };
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
      ? encodeQueueCursor({ at: isoOf(queuedAt(last)), id: last.id })
      : null;
    const [extras, badged, ownersPhones] = await Promise.all([
      adminExtras(db, page), phoneVerifiedIds(db, page.map((row) => row.id)),
      verifiedPhonesOf(db, page.filter((row) => row.revision !== null).map((row) => row.owner_id)),
    ]);
    const items = page.map((row) => presentAdminQueueItem(row, now, extras, badged.has(row.id), ownersPhones.get(row.owner_id) ?? NO_PHONES));
    const body: Page<AdminQueueItem> = { items, nextCursor };
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
    const actor = requireAdmin(req);
    const { rows, nextCursor } = await ownerPage(db, req.params.id, parseQuery(queueQuerySchema, req));
    if (rows.length === 0 && !(await userExists(db, req.params.id))) throw new NotFoundError(messages.userNotFound);
    const now = deps.now();
    const [extras, badged] = await Promise.all([adminExtras(db, rows), phoneVerifiedIds(db, rows.map((row) => row.id))]);
    const admin: PolicyActor = { userId: actor.userId, isAdmin: true };
    const items = rows.map((row) => presentMyListing(row, abilitiesFor(row, admin, now), now, badged.has(row.id), extras));
    const body: Page<MyListing> = { items, nextCursor };
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
