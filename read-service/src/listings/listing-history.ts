import { z } from 'zod';
import { ACTOR_ROLES } from '@kamra/contracts/options';
import { BOOST_PACKAGE_IDS } from '@kamra/contracts/boost';
import { LISTING_DELETERS, type ListingEvent } from '@kamra/contracts/events';
import type { ListingHistoryEntry } from '@kamra/contracts/read-models';
import type { ReadDb } from '@kamra/read-model';
import { isoOf } from './listing-row.js';

const detailsSchema = z.object({
  package: z.enum(BOOST_PACKAGE_IDS).optional(),
  until: z.string().optional(),
  by: z.enum(LISTING_DELETERS).optional(),
});
const roleSchema = z.enum(ACTOR_ROLES);
const typeSchema = z.enum(['ListingSubmitted', 'ListingApproved', 'ListingRejected', 'ListingDeleted', 'ListingBoosted'] satisfies ListingEvent['type'][]);

/**
 * Every event of a listing in stream order, with who did it as the users table names them
 * now. Deleted listings keep their trail: it is what an admin checks after a deletion.
 */
export async function listingHistory(db: ReadDb, listingId: string): Promise<ListingHistoryEntry[]> {
  const rows = await db
    .selectFrom('listing_history')
    .leftJoin('users', 'users.id', 'listing_history.actor_id')
    .select([
      'listing_history.position', 'listing_history.type', 'listing_history.at', 'listing_history.actor_id',
      'listing_history.actor_role', 'listing_history.reason', 'listing_history.details', 'users.name as actor_name',
    ])
    .where('listing_history.listing_id', '=', listingId)
    .orderBy('listing_history.revision', 'asc')
    .execute();
  return rows.map((row) => {
    const details = detailsSchema.parse(row.details);
    const entry: ListingHistoryEntry = {
      position: row.position,
      type: typeSchema.parse(row.type),
      at: isoOf(row.at),
      actor: { id: row.actor_id, name: row.actor_name, role: roleSchema.parse(row.actor_role) },
    };
    if (row.reason !== null) entry.reason = row.reason;
    if (details.package) entry.package = details.package;
    if (details.until) entry.until = details.until;
    if (details.by) entry.by = details.by;
    return entry;
  });
}
