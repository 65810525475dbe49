import { sql, type Kysely } from 'kysely';

/**
 * A search page is read from its matches when fewer than the count's cap match (rowsFromMatches
 * in the read service): the matches up to the cap, each with the keys the page is ordered by,
 * then the page's rows of them joined to their cards. listings_public_count held every column the
 * count reads, so the count was an index-only scan; the keys (the id, the posting time, the
 * boost's end) join it here, so reading the matches stays one. On the bench's 141,000 listings
 * the index grows from 18 to 23 MB. The new index is built beside the old one, so searches go on
 * reading the old one until it is swapped out at the end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX listings_public_count_keys ON ${sql.table('listings')} (kind, city, area)
    INCLUDE (closed_outcome, expires_at, owner_id, phone_e164, amount,
      internet, bills, furnished, carpeted, shared_bathroom, shared_kitchen, max_roommate,
      occupation, gender, no_get_together, non_smoker, age, name, name_terms,
      id, submitted_at, boosted_until)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_public_count`.execute(db);
  await sql`ALTER INDEX listings_public_count_keys RENAME TO listings_public_count`.execute(db);
}
