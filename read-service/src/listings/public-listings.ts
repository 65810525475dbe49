import type { ExpressionBuilder } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

/**
 * contracts' `isPublicAt(listing, now)` as a condition on the listings table, for every query
 * that lists only what everyone may see (search and place suggestions): approved, not deleted,
 * not closed as rented or sold, not expired at `now`, and its owner not blocked. expires_at is compared at read time,
 * so no job has to run for a listing to leave search. A null expires_at never expires, as in
 * the contracts rule. public-listings.test.ts holds the two to the same answers.
 */
export function publicListingsAt(now: Date) {
  return (eb: ExpressionBuilder<ReadTables, 'listings'>) => eb.and([
    eb('status', '=', 'approved'),
    eb('deleted', '=', false),
    eb('closed_outcome', 'is', null),
    eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
    // The block is read from the users row at query time, not copied onto each listing: blocking
    // and unblocking touch one row, and the listings come back exactly as they were.
    eb.not(eb.exists(
      eb.selectFrom('users').select(eb.lit(1).as('one'))
        .whereRef('users.id', '=', 'listings.owner_id').where('users.blocked', '=', true),
    )),
  ]);
}
