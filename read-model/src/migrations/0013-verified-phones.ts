import { sql, type Kysely } from 'kysely';
import { pakistaniPhone } from '@kamra/contracts/phone';

const BATCH = 5000;

/**
 * The "Phone verified" badge compares a listing's number with the numbers its owner verified,
 * which needs both in one form: `verified_phones` holds each person's verified numbers (E.164)
 * and `listings.phone_e164` the listing's number as pakistaniPhone reads it (null when it never
 * parsed: numbers written before the rule took every form). Rows written before get it from the
 * same function the projector uses. The badge is joined at reading time, so removing a number
 * takes it off every listing at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('verified_phones')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('verified_phones_pkey', ['user_id', 'phone'])
    .execute();
  const listings = sql.table('listings');
  await db.schema.alterTable('listings').addColumn('phone_e164', 'text').execute();
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; phone: string | null }>`
      SELECT id, fields->>'phone' AS phone FROM ${listings} WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    const values = rows.map((row) => ({ id: row.id, phone: row.phone === null ? null : pakistaniPhone(row.phone) }));
    await sql`UPDATE ${listings} AS l SET phone_e164 = v.phone
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id text, phone text) WHERE l.id = v.id`.execute(db);
    after = last.id;
  }
}
