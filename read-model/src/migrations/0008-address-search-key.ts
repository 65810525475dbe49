import { sql, type Kysely } from 'kysely';
import { LISTING_KINDS } from '@kamra/contracts/options';
import { addressSearchKey } from '../places/address-search-key.js';

const BATCH = 5000;

/**
 * For fast search, "part of an address" compares `address_key` (addressSearchKey: letters and digits
 * only, lower case) instead of lower(address). On lower(address) the trigram index found, for
 * 'g-11', every address with a word 'g' or '11' (10,147 of 141,000 in the bench) and rechecked
 * each on the heap: 58 ms. On the key 'g11' it is one rare trigram. Rows written before this
 * migration get their key here, computed by the same function the projector uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const listings = sql.table('listings');
  await db.schema.alterTable('listings').addColumn('address_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; address: string }>`
      SELECT id, address FROM ${listings} WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    const keys = rows.map((row) => ({ id: row.id, key: addressSearchKey(row.address) }));
    await sql`UPDATE ${listings} AS l SET address_key = k.key
      FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(id text, key text) WHERE l.id = k.id`.execute(db);
    after = last.id;
  }
  await sql`DROP INDEX IF EXISTS listings_address_trgm`.execute(db);
  // Place suggestions look across kinds; search looks in one kind, and an index per kind gives
  // it a third of the candidates to recheck on the heap ('gulberg': 1,323 rows of every kind
  // and status, 3.5 ms; 0.8 ms per kind).
  await sql`CREATE INDEX listings_address_key_trgm ON ${listings} USING gin (address_key public.gin_trgm_ops)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
  for (const kind of LISTING_KINDS) {
    await sql`CREATE INDEX ${sql.id(`listings_address_key_trgm_${kind}`)} ON ${listings} USING gin (address_key public.gin_trgm_ops)
      WHERE kind = ${sql.lit(kind)} AND status = 'approved' AND NOT deleted`.execute(db);
  }
}
