import { sql, type Kysely } from 'kysely';
import { placeOfAddress } from '../places/places.js';
import { itemTerms } from '../search/item-terms.js';

const BATCH = 5000;

/**
 * A seeker who chose 'G-11, Islamabad' was shown the whole city by date, because nothing told
 * which listings lie in G-11: `area` is the gazetteer area of the address (placeOfAddress), so a
 * search can show the area's listings first and the rest of the city after them. An item search
 * compared letters ('refrigerator' never found a 'Fridge'): `name_terms` holds the name's terms
 * (itemTerms), compared as whole terms. Rows written before get both from the projector's own
 * functions. Cards say what seekers look for first, so a room's type and an item's condition
 * are columns too, read without the submitted fields.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const listings = sql.table('listings');
  await db.schema.alterTable('listings')
    .addColumn('area', 'text')
    .addColumn('name_terms', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('room_type', 'text')
    .addColumn('item_condition', 'integer')
    .execute();
  await sql`UPDATE ${listings} SET room_type = fields->>'type' WHERE kind = 'room'`.execute(db);
  await sql`UPDATE ${listings} SET item_condition = round((fields->>'condition')::numeric)::integer
    WHERE kind = 'accessory' AND jsonb_typeof(fields->'condition') = 'number'`.execute(db);
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; address: string; name: string | null }>`
      SELECT id, address, name FROM ${listings} WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    const values = rows.map((row) => ({
      id: row.id,
      area: placeOfAddress(row.address).area?.id ?? null,
      terms: row.name === null ? [] : itemTerms(row.name),
    }));
    await sql`UPDATE ${listings} AS l SET area = v.area, name_terms = v.terms
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id text, area text, terms text[]) WHERE l.id = v.id`.execute(db);
    after = last.id;
  }
  await sql`CREATE INDEX listings_public_area_newest ON ${listings} (kind, area, submitted_at DESC, id DESC)
    WHERE status = 'approved' AND NOT deleted AND area IS NOT NULL`.execute(db);
  await sql`CREATE INDEX listings_public_city_newest ON ${listings} (kind, city, submitted_at DESC, id DESC)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
  await sql`CREATE INDEX listings_public_amount ON ${listings} (kind, amount, id)
    WHERE status = 'approved' AND NOT deleted`.execute(db);
  await sql`CREATE INDEX listings_name_terms ON ${listings} USING gin (name_terms)
    WHERE kind = 'accessory' AND status = 'approved' AND NOT deleted`.execute(db);
}
