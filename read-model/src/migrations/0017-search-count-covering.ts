import { sql, type Kysely } from 'kysely';

/**
 * A first page counts its matches up to SEARCH_COUNT_CAP. When a combination of filters is rare
 * (roommates anywhere, male accountants), fewer than the cap match and the count read every
 * public listing of the kind on the heap: a parallel sequential scan of the whole table, 120-300
 * ms at 141,000 listings. This index holds every column the count reads apart from the address
 * (the public rule, the filters of every kind, the place), a tenth of the table's size, so such a
 * count is an index-only scan over the kind, or over its city's listings (the key): 16 ms for
 * the shape above, a few ms for a city.
 * The address key is left out on purpose: with it, Postgres chose this index over the trigram
 * one for text such as 'saddar' (its cost model prices LIKE on each entry at next to nothing),
 * and the count went from 1.7 ms to 18 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_count ON ${sql.table('listings')} (kind, city, area)
    INCLUDE (closed_outcome, expires_at, owner_id, phone_e164, amount,
      internet, bills, furnished, carpeted, shared_bathroom, shared_kitchen, max_roommate,
      occupation, gender, no_get_together, non_smoker, age, name, name_terms)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
}
