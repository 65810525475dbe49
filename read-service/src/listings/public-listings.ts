import type { ExpressionBuilder } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

/**
 * contracts' `isPublicListing` (approved and not deleted) as a condition on the listings table,
 * for the queries that list only what everyone may see: search and place suggestions. It adds
 * what a listing's life after approval brings: not closed as rented or sold, and not expired at `now` (expires_at is compared at read
 * time, so no job has to run for a listing to leave search).
 */
export function publicListingsAt(now: Date) {
  return (eb: ExpressionBuilder<ReadTables, 'listings'>) => eb.and([
    eb('status', '=', 'approved'),
    eb('deleted', '=', false),
    eb('closed_outcome', 'is', null),
    eb('expires_at', '>', now),
  ]);
}
