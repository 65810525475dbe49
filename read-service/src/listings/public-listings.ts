import type { ExpressionBuilder } from 'kysely';
import type { ReadTables } from '@kamra/read-model';

/**
 * contracts' `isPublicListing` (approved and not deleted) as a condition on the listings table,
 * for the queries that list only what everyone may see: search and place suggestions.
 */
export function isPublicListingRow(eb: ExpressionBuilder<ReadTables, 'listings'>) {
  return eb.and([eb('status', '=', 'approved'), eb('deleted', '=', false)]);
}
