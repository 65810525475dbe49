import { SEARCH_COUNT_CAP } from '@kamra/contracts/queries';
import type { ListingCard, ListingSearchPage, SearchPlace } from '@kamra/contracts/read-models';
import { cityLabel, formatNumber, i18n } from '../../i18n';
import type { ListingKind } from '../../lib/listing-kind';

const t = (key: string, values: Record<string, string | number> = {}): string => i18n.t(key, { ns: 'search', ...values });

/** A count the server stopped at the cap means 'that many or more'. */
const isCapped = (count: number): boolean => count >= SEARCH_COUNT_CAP;

const cityOf = (place: Pick<SearchPlace, 'city' | 'cityName'>): string => cityLabel(place.city, place.cityName);

/** '1 room', '87 rooms', 'No rooms', and '1,000+ rooms' once the server stopped counting. */
export function countOf(kind: ListingKind, count: number): string {
  if (count === 0) return t(`count.${kind}.none`);
  if (isCapped(count)) return t(`count.${kind}.capped`, { number: formatNumber(SEARCH_COUNT_CAP) });
  return t(`count.${kind}.some`, { count, number: formatNumber(count) });
}

/** The line under the heading: how many match, and where. */
export function resultsHeadline(kind: ListingKind, location: string, page: Pick<ListingSearchPage, 'total' | 'place'>): string {
  const { place, total } = page;
  if (place?.areaName && place.areaTotal !== null && place.areaTotal > 0) {
    const inArea = t('headline.inArea', { count: countOf(kind, place.areaTotal), area: place.areaName });
    // Past the cap the city's own count is unknown, only that there are more.
    if (isCapped(total)) return t('headline.moreInCityCapped', { inArea, city: cityOf(place) });
    const rest = total - place.areaTotal;
    return rest > 0 ? t('headline.moreInCity', { inArea, rest: formatNumber(rest), city: cityOf(place) }) : inArea;
  }
  if (place) return t('headline.inCity', { count: countOf(kind, total), city: cityOf(place) });
  if (location.trim().toLowerCase() === 'all') return t('headline.everywhere', { count: countOf(kind, total) });
  return t('headline.matching', { count: countOf(kind, total), location });
}

/** Said above the results when the area asked for has none: its city is shown instead. */
export function emptyAreaNotice(kind: ListingKind, page: Pick<ListingSearchPage, 'place'>): string | null {
  const { place } = page;
  if (!place?.areaName || place.areaTotal !== 0) return null;
  return t(`emptyArea.${kind}`, { area: place.areaName, city: cityOf(place) });
}

/** 'Room listings': what a kind's results are called in headings and labels. */
export const listingsOf = (kind: ListingKind): string => t(`listings.${kind}`);

export interface ResultsSection {
  key: string;
  heading: string;
  cards: ListingCard[];
}

/**
 * The normal list, split for an area search into the area's own listings and, labelled apart,
 * the rest of its city. Other searches are one section named after the tab.
 */
export function resultsSections(kind: ListingKind, page: Pick<ListingSearchPage, 'items' | 'place'>): ResultsSection[] {
  const { place, items } = page;
  if (!place?.areaName) return [{ key: 'all', heading: listingsOf(kind), cards: items }];
  const inArea = items.filter((card) => card.match === 'area');
  const inCity = items.filter((card) => card.match !== 'area');
  const sections: ResultsSection[] = [];
  if (inArea.length > 0) sections.push({ key: 'area', heading: t('sections.inPlace', { place: place.areaName }), cards: inArea });
  if (inCity.length > 0) {
    const heading = inArea.length > 0 || place.areaTotal ? t('sections.moreInCity', { city: cityOf(place) }) : t('sections.inPlace', { place: cityOf(place) });
    sections.push({ key: 'city', heading, cards: inCity });
  }
  return sections;
}
