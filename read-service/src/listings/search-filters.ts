import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ListingSearchQuery } from '@kamra/contracts/queries';
import { addressSearchKey } from '@kamra/read-model/places';
import { itemTerms } from '@kamra/read-model/search';
import type { ReadTables } from '@kamra/read-model';
import { phoneVerifiedWhere } from './phone-badges.js';

type Where = Expression<SqlBool>;
type Listings = ExpressionBuilder<ReadTables, 'listings'>;

/** LIKE treats % and _ as wildcards; a seeker typing them means the characters. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Keys shorter than this have no trigram, so the trigram index cannot find them. */
const TRIGRAM = 3;

/**
 * The address contains `text`, as addressSearchKey sees both; as typed, any case, when `text` has
 * no key. A key of one or two characters is also looked up among the address key's pairs, which
 * says the same (migration 0019) through an index that can find it.
 */
export function addressContains(eb: Listings, text: string): Where {
  const key = addressSearchKey(text);
  if (key === '') return eb(sql<string>`lower(${sql.ref('address')})`, 'like', containing(text));
  const contains = eb('address_key', 'like', `%${key}%`);
  if (key.length >= TRIGRAM) return contains;
  return eb.and([sql<boolean>`public.kamra_address_key_pairs(${sql.ref('address_key')}) @> ARRAY[${key}]::text[]`, contains]);
}

/**
 * addressContains as a test of each row that no index serves, for walking an order's index (the
 * newest first, or by amount) through a search that matches many: there the trigram index would
 * find every match and sort them to return a page, where the walk reads a few rows past the page.
 * A key of letters and digits has no wildcard in it, so containing it is LIKE '%key%' exactly.
 */
export function addressContainsByRow(eb: Listings, text: string): Where {
  const key = addressSearchKey(text);
  if (key.length < TRIGRAM) return addressContains(eb, text);
  return sql<boolean>`strpos(${sql.ref('address_key')}, ${key}) > 0`;
}

/**
 * The filters of spec section 3; the query schema has already dropped empty and zero ones.
 * Amounts are maxima and ticked boxes mean "must have". For roommates, a seeker who smokes or
 * plays music is kept from ads asking for a non-smoker or no get-togethers, and one who wants a
 * non-smoking home sees only ads asking for a non-smoker. An item is found by the terms of its
 * name (itemTerms: 'refrigerator' finds a 'Fridge', 'beds' a 'Bed'), or, for words typed in
 * part ('fri'), by the letters of every word.
 */
export function kindFilters(eb: Listings, query: ListingSearchQuery): Where[] {
  const where: Where[] = [];
  // "Verified phone only": every kind, in the count and the pages alike (both read these filters).
  if (query.verifiedPhone) where.push(phoneVerifiedWhere(eb));
  switch (query.kind) {
    case 'room':
      if (query.rent !== undefined) where.push(eb('amount', '<=', query.rent));
      if (query.internet) where.push(eb('internet', '=', true));
      if (query.bills) where.push(eb('bills', '=', true));
      if (query.furnished) where.push(eb('furnished', '=', true));
      if (query.carpeted) where.push(eb('carpeted', '=', true));
      if (query.sharedBathroom) where.push(eb('shared_bathroom', '=', true));
      if (query.sharedKitchen) where.push(eb('shared_kitchen', '=', true));
      if (query.maxRoommate !== undefined) where.push(eb('max_roommate', '<=', query.maxRoommate));
      break;
    case 'roommate':
      if (query.rent !== undefined) where.push(eb('amount', '<=', query.rent));
      if (query.occupation !== undefined) where.push(eb('occupation', '=', query.occupation));
      if (query.gender !== undefined) where.push(eb('gender', '=', query.gender));
      if (query.music) where.push(eb('no_get_together', '=', false));
      if (query.smoking) where.push(eb('non_smoker', '=', false));
      if (query.nonSmoking) where.push(eb('non_smoker', '=', true));
      if (query.age !== undefined) where.push(eb('age', '>=', query.age));
      if (query.bills) where.push(eb('bills', '=', true));
      break;
    case 'accessory':
      if (query.price !== undefined) where.push(eb('amount', '<=', query.price));
      if (query.name !== undefined) where.push(itemNameMatches(eb, query.name));
      break;
  }
  return where;
}

function itemNameMatches(eb: Listings, name: string): Where {
  const terms = itemTerms(name);
  const words = name.split(/\s+/).filter(Boolean);
  const byLetters = eb.and(words.map((word) => eb(sql<string>`lower(${sql.ref('name')})`, 'like', containing(word))));
  // Punctuation alone has no term, and an empty set of terms is contained in every name.
  if (terms.length === 0) return byLetters;
  return eb.or([
    sql<boolean>`${sql.ref('name_terms')} @> ${sql.val(terms)}::text[]`,
    byLetters,
  ]);
}
