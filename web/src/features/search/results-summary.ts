import { SEARCH_COUNT_CAP } from '@kamra/contracts/queries';
import type { ListingCard, ListingSearchPage } from '@kamra/contracts/read-models';
import type { ListingKind } from '../../lib/listing-kind';

const nouns: Record<ListingKind, readonly [one: string, many: string]> = {
  room: ['room', 'rooms'],
  roommate: ['roommate listing', 'roommate listings'],
  accessory: ['item', 'items'],
};

/** A count the server stopped at the cap means 'that many or more'. */
const isCapped = (count: number): boolean => count >= SEARCH_COUNT_CAP;

/** '1 room', '87 rooms', 'No rooms', and '1,000+ rooms' once the server stopped counting. */
export function countOf(kind: ListingKind, count: number): string {
  const [one, many] = nouns[kind];
  if (count === 0) return `No ${many}`;
  if (isCapped(count)) return `${SEARCH_COUNT_CAP.toLocaleString('en-PK')}+ ${many}`;
  return `${count.toLocaleString('en-PK')} ${count === 1 ? one : many}`;
}

/** The line under the heading: how many match, and where. */
export function resultsHeadline(kind: ListingKind, location: string, page: Pick<ListingSearchPage, 'total' | 'place'>): string {
  const { place, total } = page;
  if (place?.areaName && place.areaTotal !== null && place.areaTotal > 0) {
    const inArea = `${countOf(kind, place.areaTotal)} in ${place.areaName}`;
    // Past the cap the city's own count is unknown, only that there are more.
    if (isCapped(total)) return `${inArea}, more in ${place.cityName}`;
    const rest = total - place.areaTotal;
    return rest > 0 ? `${inArea}, ${rest.toLocaleString('en-PK')} more in ${place.cityName}` : inArea;
  }
  if (place) return `${countOf(kind, total)} in ${place.cityName}`;
  if (location.trim().toLowerCase() === 'all') return `${countOf(kind, total)} in all of Pakistan`;
  return `${countOf(kind, total)} matching “${location}”`;
}

/** Said above the results when the area asked for has none: its city is shown instead. */
export function emptyAreaNotice(kind: ListingKind, page: Pick<ListingSearchPage, 'place'>): string | null {
  const { place } = page;
  if (!place?.areaName || place.areaTotal !== 0) return null;
  return `No ${nouns[kind][1]} in ${place.areaName} yet; showing ${place.cityName}`;
}

export interface ResultsSection {
  key: string;
  heading: string;
  cards: ListingCard[];
}

/**
 * The normal list, split for an area search into the area's own listings and, labelled apart,
 * the rest of its city. Other searches are one section named after the tab.
 */
export function resultsSections(label: string, page: Pick<ListingSearchPage, 'items' | 'place'>): ResultsSection[] {
  const { place, items } = page;
  if (!place?.areaName) return [{ key: 'all', heading: `${label} listings`, cards: items }];
  const inArea = items.filter((card) => card.match === 'area');
  const inCity = items.filter((card) => card.match !== 'area');
  const sections: ResultsSection[] = [];
  if (inArea.length > 0) sections.push({ key: 'area', heading: `In ${place.areaName}`, cards: inArea });
  if (inCity.length > 0) {
    sections.push({ key: 'city', heading: inArea.length > 0 || place.areaTotal ? `More in ${place.cityName}` : `In ${place.cityName}`, cards: inCity });
  }
  return sections;
}
