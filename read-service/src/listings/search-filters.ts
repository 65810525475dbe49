import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { LOCATION_ALL, type ListingSearchQuery } from '@kamra/contracts/queries';
import { addressSearchKey, normaliseCity } from '@kamra/read-model/places';
import type { ReadTables } from '@kamra/read-model';

type Where = Expression<SqlBool>;
type Listings = ExpressionBuilder<ReadTables, 'listings'>;

/** LIKE treats % and _ as wildcards; a seeker typing them means the characters. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The address contains `text`, as addressSearchKey sees both; as typed, any case, when `text` has no key. */
export function addressContains(eb: Listings, text: string): Where {
  const key = addressSearchKey(text);
  return key === ''
    ? eb(sql<string>`lower(${sql.ref('address')})`, 'like', containing(text))
    : eb('address_key', 'like', `%${key}%`);
}

/**
 * Part of the address (compared as addressSearchKey on both sides, served by the trigram index
 * on address_key), or the listing's normalised city, so a famous-city tile ('lahore') finds
 * every Lahore listing even when its address names only an area ('Gulberg III'). Text with no
 * letter or digit has no key; it is looked for as typed, any case.
 */
export function locationFilter(eb: Listings, location: string): Where | null {
  const wanted = location.trim();
  if (wanted === '' || wanted.toLowerCase() === LOCATION_ALL) return null;
  const inAddress = addressContains(eb, wanted);
  const city = normaliseCity(wanted);
  return city === null ? inAddress : eb.or([inAddress, eb('city', '=', city)]);
}

/**
 * The filters of spec section 3; the query schema has already dropped empty and zero ones.
 * Amounts are maxima and ticked boxes mean "must have". Rooms record nothing about pets, so
 * `pets` cannot narrow a room search and is ignored (see the README). For roommates, a seeker
 * who smokes or plays music is kept from ads asking for a non-smoker or no get-togethers.
 */
export function kindFilters(eb: Listings, query: ListingSearchQuery): Where[] {
  const where: Where[] = [];
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
      if (query.age !== undefined) where.push(eb('age', '>=', query.age));
      if (query.bills) where.push(eb('bills', '=', true));
      break;
    case 'accessory':
      if (query.price !== undefined) where.push(eb('amount', '<=', query.price));
      for (const word of (query.name ?? '').split(/\s+/).filter(Boolean)) {
        where.push(eb(sql<string>`lower(${sql.ref('name')})`, 'like', containing(word)));
      }
      break;
  }
  return where;
}
