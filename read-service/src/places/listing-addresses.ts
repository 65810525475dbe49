import { sql } from 'kysely';
import type { ReadDb } from '@kamra/read-model';
import { isPublicListingRow } from '../listings/public-listings.js';

/** Distinct addresses of approved, live listings containing `text` (any case), for suggestions. */
export async function addressesMatching(db: ReadDb, text: string, count: number): Promise<{ address: string; city: string | null }[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('listings')
    .select(['address', 'city'])
    .distinctOn(sql`lower(${sql.ref('address')})`)
    .where(isPublicListingRow)
    .where(sql<string>`lower(${sql.ref('address')})`, 'like', pattern)
    .orderBy(sql`lower(${sql.ref('address')})`)
    .limit(count)
    .execute();
  return rows;
}
