import { sql, type Kysely } from 'kysely';

/**
 * A first page counts its matches up to SEARCH_COUNT_CAP. When a combination of filters is rare
 * (roommates anywhere, male accountants) or a place is typed so short that it has no trigram
 * ('G-1' is the key 'g1'), fewer than the cap match and the count read every public listing of
 * the kind on the heap: a sequential scan of the whole table, 120-300 ms at 141,000 listings.
 * This index holds every column the count reads (the public rule, the filters of every kind, the
 * place and the address key), about a tenth of the table's size, so the count is an index-only
 * scan: the same walk over the kind, or over its city's listings, without a heap row (16-32 ms
 * for those shapes; a few ms for a city). The key serves a city's count; the others filter.
 * `lower(address)`, compared only for text with no letters or digits, is left on the heap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_count ON ${sql.table('listings')} (kind, city, area)
    INCLUDE (closed_outcome, expires_at, owner_id, phone_e164, amount,
      internet, bills, furnished, carpeted, shared_bathroom, shared_kitchen, max_roommate,
      occupation, gender, no_get_together, non_smoker, age, name, name_terms, address_key)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
}
