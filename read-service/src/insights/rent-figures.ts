/**
 * The rent guide's figures, read at request time from the listings table the projector keeps
 * (never from the log): count and quartiles of the public listings of one kind in a gazetteer
 * area, or in a city when the place is no known area. "Public" is publicListingsAt, the one
 * condition search uses, so whatever hides a listing from search keeps it out of the figures.
 */
import { sql } from 'kysely';
import type { ListingKind } from '@kamra/contracts/options';
import type { RentFigures } from '@kamra/contracts/read-models';
import { RENT_GUIDE_MIN_LISTINGS } from '@kamra/contracts/rules';
import type { ReadDb } from '@kamra/read-model';
import { GAZETTEER_CITIES, placeOfAddress, urduAreaName, urduCityName } from '@kamra/read-model/places';
import { publicListingsAt } from '../listings/public-listings.js';

/** A place the guide gives figures for: a gazetteer area, or a whole city. */
export type RentPlace = { area: string; city?: undefined } | { city: string; area?: undefined };

/** The place a typed location or an address names, with its name as people write it in English and in Urdu; null when it names none. */
export function rentPlaceOf(location: string): { place: RentPlace; name: string; urduName: string } | null {
  const { city, area } = placeOfAddress(location);
  if (area !== null) return { place: { area: area.id }, name: area.name, urduName: urduAreaName(area.name) };
  if (city === null) return null;
  const known = GAZETTEER_CITIES.find((gazetteer) => gazetteer.id === city);
  return { place: { city }, name: known?.name ?? city, urduName: known ? urduCityName(known) : city };
}

export interface PlaceQuartiles {
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

/**
 * Count and quartiles (continuous percentiles, in whole rupees) of the public listings of `kind`
 * in `place`, leaving out `excluding` (a listing judged against the others). The quartiles are
 * given whatever the count; callers decide what count is enough.
 */
export async function placeQuartiles(db: ReadDb, kind: ListingKind, place: RentPlace, now: Date, excluding?: string): Promise<PlaceQuartiles> {
  let query = db
    .selectFrom('listings')
    .select([
      (eb) => eb.fn.countAll<string>().as('count'),
      sql<number | null>`percentile_cont(0.25) WITHIN GROUP (ORDER BY amount)`.as('p25'),
      sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY amount)`.as('median'),
      sql<number | null>`percentile_cont(0.75) WITHIN GROUP (ORDER BY amount)`.as('p75'),
    ])
    .where('kind', '=', kind)
    .where(publicListingsAt(now));
  query = place.area !== undefined ? query.where('area', '=', place.area) : query.where('city', '=', place.city);
  if (excluding !== undefined) query = query.where('id', '<>', excluding);
  const row = await query.executeTakeFirstOrThrow();
  const whole = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value)));
  return { count: Number(row.count), p25: whole(row.p25), median: whole(row.median), p75: whole(row.p75) };
}

/** GET /api/insights/rent: the figures of the place `location` names; null figures below RENT_GUIDE_MIN_LISTINGS. */
export async function rentFigures(db: ReadDb, kind: ListingKind, location: string, now: Date): Promise<RentFigures> {
  const understood = rentPlaceOf(location);
  if (understood === null) return { location: null, locationUrdu: null, count: 0, p25: null, median: null, p75: null };
  const quartiles = await placeQuartiles(db, kind, understood.place, now);
  const named = { location: understood.name, locationUrdu: understood.urduName };
  if (quartiles.count < RENT_GUIDE_MIN_LISTINGS) return { ...named, count: quartiles.count, p25: null, median: null, p75: null };
  return { ...named, ...quartiles };
}

/** The figures of a listing's area it is judged against (see contracts' isUnderpriced). */
export interface ListingAreaFigures {
  /** The gazetteer area's id. */
  area: string;
  /** Median and count of the other public listings of its kind in its area. */
  median: number;
  count: number;
}

/**
 * What the price-flag reactor judges a listing against: the other public listings of its kind
 * in its area. The amount judged is not read here: the reactor takes it from the version it
 * judges, since the row may already show a later one. Null when the listing is gone, has no
 * known area, or its area has no other listing.
 */
export async function listingAreaFigures(db: ReadDb, listingId: string, now: Date): Promise<ListingAreaFigures | null> {
  const row = await db.selectFrom('listings').select(['id', 'kind', 'area']).where('id', '=', listingId).executeTakeFirst();
  if (!row || row.area === null) return null;
  const { count, median } = await placeQuartiles(db, row.kind, { area: row.area }, now, row.id);
  return median === null ? null : { area: row.area, median, count };
}
