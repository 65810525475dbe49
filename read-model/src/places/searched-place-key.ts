import { LOCATION_ALL } from '@kamra/contracts/queries';
import { addressSearchKey } from './address-search-key';
import { placeOfAddress } from './places';

/**
 * A searched location as search understands it, one key for every spelling that searches
 * alike: 'area:<id>' or 'city:<id>' for a place the gazetteer knows ('Lahore', ' lahore',
 * 'G-11, Islamabad' and 'g11 islamabad'), 'all' for everywhere, else the text its address
 * search compares ('text:g11' for 'G-11' and 'g 11'), or the text as typed when that is empty.
 * The page cache keys searches by it, and a saved search is known again by it.
 */
export function searchedPlaceKey(location: string): string {
  const trimmed = location.trim();
  if (trimmed === '' || trimmed.toLowerCase() === LOCATION_ALL) return LOCATION_ALL;
  const { city, area } = placeOfAddress(trimmed);
  if (city !== null) return area ? `area:${area.id}` : `city:${city}`;
  const key = addressSearchKey(trimmed);
  return key === '' ? `as typed:${trimmed.toLowerCase()}` : `text:${key}`;
}
