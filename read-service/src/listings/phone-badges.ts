/**
 * The "Phone verified" badge in SQL: a listing's number (phone_e164) is one its owner verified,
 * now. It must agree with contracts' isPhoneVerified, which phone-badges.test.ts checks.
 */
import { sql, type ExpressionBuilder, type ExpressionWrapper } from 'kysely';
import type { ReadDb, ReadTables } from '@kamra/read-model';

/** A condition on `listings` rows, for search filters and the detail's select (Postgres answers a boolean). */
export function phoneVerifiedWhere(eb: ExpressionBuilder<ReadTables, 'listings'>): ExpressionWrapper<ReadTables, 'listings', boolean> {
  return eb.exists(
    eb.selectFrom('verified_phones')
      .select(sql`1`.as('one'))
      .whereRef('verified_phones.user_id', '=', 'listings.owner_id')
      .whereRef('verified_phones.phone', '=', 'listings.phone_e164'),
  ).$castTo<boolean>();
}

/** Which of these listings carry the badge: one query for a page of cards. */
export async function phoneVerifiedIds(db: ReadDb, ids: readonly string[]): Promise<ReadonlySet<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('listings')
    .innerJoin('verified_phones', (join) => join
      .onRef('verified_phones.user_id', '=', 'listings.owner_id')
      .onRef('verified_phones.phone', '=', 'listings.phone_e164'))
    .select('listings.id')
    .where('listings.id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The numbers each of these users verified, in E.164: what judges a number a revision changes
 * to, which has no column of its own to join on while it waits.
 */
export async function verifiedPhonesOf(db: ReadDb, userIds: readonly string[]): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const phones = new Map<string, Set<string>>();
  if (userIds.length === 0) return phones;
  const rows = await db.selectFrom('verified_phones').select(['user_id', 'phone']).where('user_id', 'in', [...new Set(userIds)]).execute();
  for (const row of rows) {
    const set = phones.get(row.user_id) ?? new Set<string>();
    set.add(row.phone);
    phones.set(row.user_id, set);
  }
  return phones;
}

export const NO_PHONES: ReadonlySet<string> = new Set();
