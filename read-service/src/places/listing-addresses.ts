import { sql } from 'kysely';
import type { ReadDb } from '@kamra/read-model';
import { publicListingsAt } from '../listings/public-listings.js';
import { addressContains } from '../listings/search-filters.js';

/** Distinct addresses of listings everyone may see (approved, open, not expired) containing `text` (as search compares addresses), for suggestions. */
export async function addressesMatching(db: ReadDb, text: string, count: number, now: Date): Promise<{ address: string; city: string | null }[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['address', 'city'])
    .distinctOn(sql`lower(${sql.ref('address')})`)
    .where(publicListingsAt(now))
    .where((eb) => addressContains(eb, text))
    .orderBy(sql`lower(${sql.ref('address')})`)
    .limit(count)
    .execute();
  return rows;
}
