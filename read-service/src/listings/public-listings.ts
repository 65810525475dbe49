import { sql, type ExpressionBuilder } from 'kysely';
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
    // Literals, not parameters: the partial indexes search walks are of approved, undeleted
    // listings, and a statement planned once for any parameters (executeNamed) could prove that
    // of no parameter, and so use none of them.
    eb('status', '=', sql.lit('approved')),
    eb('deleted', '=', sql.lit(false)),
    eb('closed_outcome', 'is', null),
    eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
    // The block is read from the users row at query time, not copied onto each listing: blocking
    // and unblocking touch one row, and the listings come back exactly as they were. The blocked
    // ids are read once per statement (an InitPlan over users_blocked) and each row is compared
    // with them. NOT EXISTS said the same but had Postgres plan an anti-join in every walk of every
    // search statement (a fifth of a search's planning); NOT IN, planned without a join, is
    // estimated to keep half the rows, which steered pages onto bitmap scans and sorts. Ids are
    // never null, so the three say the same. Each row's comparison grows with the number blocked,
    // as the anti-join's nested loop did: at 200 blocked a capped count took 2-5 ms this way, 7-9 ms that.
    sql<boolean>`${eb.ref('listings.owner_id')} <> ALL (ARRAY(${eb.selectFrom('users').select('users.id').where('users.blocked', '=', sql.lit(true))}))`,
  ]);
}
