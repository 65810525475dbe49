import { sql } from 'kysely';
import type { ListingKind } from '@kamra/contracts/options';
import type { QueueCounts } from '@kamra/contracts/read-models';
import { preparedQuery, type ReadDb } from '@kamra/read-model';
import type { SortKey } from './listing-cursor.js';
import { DETAIL_COLUMNS, type DetailRow, type ListingRow, type OwnedListingRow } from './listing-row.js';
import { phoneVerifiedWhere } from './phone-badges.js';

function findListingQuery(db: ReadDb, id: string) {
  return db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .select(DETAIL_COLUMNS.map((column) => `listings.${column}` as const))
    .select(['users.verified as owner_verified', 'users.blocked as owner_blocked'])
    .select((eb) => phoneVerifiedWhere(eb).as('phone_verified'))
    .where('listings.id', '=', id)
    .where('listings.deleted', '=', false)
    .$castTo<DetailRow>();
}

/** Stands for the id while the query is compiled; no listing has it (ids are random UUIDs). */
const ANY_ID = '00000000-0000-0000-0000-000000000000';
const finds = new WeakMap<ReadDb, (id: string) => Promise<DetailRow[]>>();

/**
 * A live (not deleted) listing with its owner's flags and the badge, whatever its status: the
 * most asked query of all. It is the same statement for every id, so Postgres parses and plans
 * it once per connection (preparedQuery), and it reads only the detail's columns.
 */
export async function findListing(db: ReadDb, id: string): Promise<DetailRow | undefined> {
  let find = finds.get(db);
  if (!find) {
    const compiled = findListingQuery(db, ANY_ID).compile();
    const prepared = preparedQuery(db, compiled);
    finds.set(db, (find = (listingId) => prepared(compiled.parameters.map((value) => (value === ANY_ID ? listingId : value)))));
  }
  const rows = await find(id);
  return rows[0];
}

/**
 * One owner's live listings in every status, newest first (the lister's area and the admins'
 * per-user view): `count` of them after the row keyed `before`, or from the newest.
 */
export function listingsOfOwner(db: ReadDb, ownerId: string, kind: ListingKind | undefined, before: SortKey | null, count: number): Promise<OwnedListingRow[]> {
  let query = withOwner(db).where('listings.owner_id', '=', ownerId).where('listings.deleted', '=', false);
  if (kind) query = query.where('listings.kind', '=', kind);
  if (before) {
    const at = new Date(before.at);
    query = query.where((eb) => eb.or([
      eb('listings.submitted_at', '<', at),
      eb.and([eb('listings.submitted_at', '=', at), eb('listings.id', '<', before.id)]),
    ]));
  }
  return query.orderBy('listings.submitted_at', 'desc').orderBy('listings.id', 'desc').limit(count).execute();
}

/** Listings with their owner's verified and blocked flags: who sees a listing depends on the block. */
function withOwner(db: ReadDb) {
  return db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .selectAll('listings')
    .select(['users.verified as owner_verified', 'users.blocked as owner_blocked']);
}

/**
 * What waits for an admin: new listings (pending) and changes to approved, open listings. A
 * pending listing's row never has a revision (its edits replace its content), so the time it
 * waits from is its revision's when it has one, else its submission's. The owner is joined in
 * because the queue shows whether the owner is blocked.
 */
export function awaitingReview(db: ReadDb) {
  return db.selectFrom('listings').leftJoin('users', 'users.id', 'listings.owner_id').where('listings.deleted', '=', false).where((eb) => eb.or([
    eb('listings.status', '=', 'pending'),
    eb.and([eb('listings.status', '=', 'approved'), eb('listings.revision_status', '=', 'pending'), eb('listings.closed_outcome', 'is', null)]),
  ]));
}

/** When a listing in the queue started waiting. */
export function queuedAt(row: Pick<ListingRow, 'revised_at' | 'submitted_at'>): Date {
  return row.revised_at ?? row.submitted_at;
}

/** When an item of the queue started waiting, in SQL, as queuedAt reads it from a row. */
export const waitingSince = sql<Date>`coalesce(listings.revised_at, listings.submitted_at)`;

/** Listings and revisions awaiting review, oldest first, so the longest-waiting are seen first. */
export function pendingListings(db: ReadDb, kind: ListingKind | undefined, after: SortKey | null, count: number): Promise<OwnedListingRow[]> {
  let query = awaitingReview(db).selectAll('listings').select(['users.verified as owner_verified', 'users.blocked as owner_blocked']);
  if (kind) query = query.where('listings.kind', '=', kind);
  if (after) {
    const { at, id } = after;
    query = query.where((eb) => eb.or([
      eb(waitingSince, '>', new Date(at)),
      eb.and([eb(waitingSince, '=', new Date(at)), eb('listings.id', '>', id)]),
    ]));
  }
  return query.orderBy(waitingSince, 'asc').orderBy('listings.id', 'asc').limit(count).execute();
}

/** How many listings and revisions of each kind wait for review (the tab counts of the admins' queue). */
export async function pendingCounts(db: ReadDb): Promise<QueueCounts> {
  const rows = await awaitingReview(db)
    .select(['listings.kind', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('listings.kind')
    .execute();
  const counts: QueueCounts = { room: 0, roommate: 0, accessory: 0 };
  // count(*) arrives as text (a bigint).
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}

export async function userExists(db: ReadDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
