import { sql, type Kysely } from 'kysely';

/**
 * "Part of an address" finds text in address_key through its trigrams (0008), but text of one or
 * two letters and digits has none: a place typed as far as 'G-1' ('g1'), 'H-1' or 'D G' read
 * every public listing of the kind on the heap, 60-260 ms a count. kamra_address_key_pairs(key)
 * is every letter and every two neighbouring letters of the key, so a key of one or two
 * characters is in an address exactly when it is among its pairs, and this index finds them:
 * 310 rooms for 'g1' in 1.6 ms. It lives in public beside pg_trgm, so the queries can name it
 * the same whichever schema a rebuild fills; CREATE OR REPLACE lets every schema's migrations
 * run it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION public.kamra_address_key_pairs(key text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT coalesce(array_agg(DISTINCT g), '{}') FROM generate_series(1, length(key)) AS i,
      LATERAL (VALUES (substr(key, i, 1)), (substr(key, i, 2))) AS v(g) $$`.execute(db);
  await sql`CREATE INDEX listings_address_key_pairs ON ${sql.table('listings')} USING gin (public.kamra_address_key_pairs(address_key))
    WHERE status = 'approved' AND NOT deleted`.execute(db);
}
