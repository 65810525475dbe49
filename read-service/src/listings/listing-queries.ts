import type { ListingKind } from '@kamra/contracts/options';
import type { QueueCounts } from '@kamra/contracts/read-models';
import type { ReadDb } from '@kamra/read-model';
import type { SortKey } from './listing-cursor.js';
import type { ListingWithOwner } from './listing-row.js';

/** A live (not deleted) listing with its owner's verified flag, whatever its status. */
export function findListing(db: ReadDb, id: string): Promise<ListingWithOwner | undefined> {
  return db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .selectAll('listings')
    .select(['users.verified as owner_verified', 'users.blocked as owner_blocked'])
    .where('listings.id', '=', id)
    .where('listings.deleted', '=', false)
    .executeTakeFirst();
}

/** One owner's live listings in every status, newest first (the lister's area and the admins' per-user view). */
export function listingsOfOwner(db: ReadDb, ownerId: string, kind: ListingKind | undefined): Promise<ListingWithOwner[]> {
  let query = withOwner(db).where('listings.owner_id', '=', ownerId).where('listings.deleted', '=', false);
  if (kind) query = query.where('listings.kind', '=', kind);
  return query.orderBy('listings.submitted_at', 'desc').orderBy('listings.id', 'desc').execute();
}

/** Listings with their owner's verified and blocked flags: who sees a listing depends on the block. */
function withOwner(db: ReadDb) {
  return db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .selectAll('listings')
    .select(['users.verified as owner_verified', 'users.blocked as owner_blocked']);
}

/** Pending listings awaiting review, oldest first, so the longest-waiting are seen first. */
export function pendingListings(db: ReadDb, kind: ListingKind | undefined, after: SortKey | null, count: number): Promise<ListingWithOwner[]> {
  let query = withOwner(db).where('listings.status', '=', 'pending').where('listings.deleted', '=', false);
  if (kind) query = query.where('listings.kind', '=', kind);
  if (after) {
    const { at, id } = after;
    query = query.where((eb) => eb.or([
      eb('listings.submitted_at', '>', new Date(at)),
      eb.and([eb('listings.submitted_at', '=', new Date(at)), eb('listings.id', '>', id)]),
    ]));
  }
  return query.orderBy('listings.submitted_at', 'asc').orderBy('listings.id', 'asc').limit(count).execute();
}

/** How many listings of each kind wait for review (the tab counts of the admins' queue). */
export async function pendingCounts(db: ReadDb): Promise<QueueCounts> {
  const rows = await db
    .selectFrom('listings')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', '=', 'pending')
    .where('deleted', '=', false)
    .groupBy('kind')
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
