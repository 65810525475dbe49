import type { ListingKind } from '../options';
import { SEARCH_COUNT_CAP } from '../queries/search-count';
import type { ListingCard, ListingSearchPage, SearchPlace } from '../read-models';

/**
 * The search namespace's texts in one language, as the web app's i18next and the server's first
 * view each read them: the rules below say which text, the caller says how it is looked up.
 */
export interface SummaryTexts {
  text(key: string, values?: Record<string, string>): string;
  /** The plural form of `key` for `count` (i18next's `key_one`, `key_other`), `count` filled in too. */
  plural(key: string, count: number, values: Record<string, string>): string;
  number(value: number): string;
  /** A city's name for readers, by famousCityLabel (options) over the caller's labels. */
  city(place: Pick<SearchPlace, 'city' | 'cityName'>): string;
  /** An area's name for readers, from its place's `areaName` and `areaUrduName` (Urdu readers). */
  area(name: string, urduName: string | null): string;
}

export interface ResultsSection {
  key: string;
  heading: string;
  cards: ListingCard[];
}

/** A count the server stopped at the cap means 'that many or more'. */
const isCapped = (count: number): boolean => count >= SEARCH_COUNT_CAP;

/**
 * What a results page says about its answer: the count, the headline, the empty-area notice and
 * the sections. One set of rules for the app and the server's first view, so the two cannot
 * word the same answer differently.
 */
export function resultsSummary(texts: SummaryTexts) {
  const { text, plural, number, city, area } = texts;

  /** '1 room', '87 rooms', 'No rooms', and '1,000+ rooms' once the server stopped counting. */
  const countOf = (kind: ListingKind, count: number): string => {
    if (count === 0) return text(`count.${kind}.none`);
    if (isCapped(count)) return text(`count.${kind}.capped`, { number: number(SEARCH_COUNT_CAP) });
    return plural(`count.${kind}.some`, count, { number: number(count) });
  };

  /** 'Room listings': what a kind's results are called in headings and labels. */
  const listingsOf = (kind: ListingKind): string => text(`listings.${kind}`);

  /** The line under the heading: how many match, and where. */
  const resultsHeadline = (kind: ListingKind, location: string, page: Pick<ListingSearchPage, 'total' | 'place'>): string => {
    const { place, total } = page;
    if (place?.areaName && place.areaTotal !== null && place.areaTotal > 0) {
      const inArea = text('headline.inArea', { count: countOf(kind, place.areaTotal), area: area(place.areaName, place.areaUrduName) });
      // Past the cap the city's own count is unknown, only that there are more.
      if (isCapped(total)) return text('headline.moreInCityCapped', { inArea, city: city(place) });
      const rest = total - place.areaTotal;
      return rest > 0 ? text('headline.moreInCity', { inArea, rest: number(rest), city: city(place) }) : inArea;
    }
    if (place) return text('headline.inCity', { count: countOf(kind, total), city: city(place) });
    if (location.trim().toLowerCase() === 'all') return text('headline.everywhere', { count: countOf(kind, total) });
    return text('headline.matching', { count: countOf(kind, total), location });
  };

  /** Said above the results when the area asked for has none: its city is shown instead. */
  const emptyAreaNotice = (kind: ListingKind, page: Pick<ListingSearchPage, 'place'>): string | null => {
    const { place } = page;
    if (!place?.areaName || place.areaTotal !== 0) return null;
    return text(`emptyArea.${kind}`, { area: area(place.areaName, place.areaUrduName), city: city(place) });
  };

  /**
   * The normal list, split for an area search into the area's own listings and, labelled apart,
   * the rest of its city. Other searches are one section named after the tab.
   */
  const resultsSections = (kind: ListingKind, page: Pick<ListingSearchPage, 'items' | 'place'>): ResultsSection[] => {
    const { place, items } = page;
    if (!place?.areaName) return [{ key: 'all', heading: listingsOf(kind), cards: items }];
    const inArea = items.filter((card) => card.match === 'area');
    const inCity = items.filter((card) => card.match !== 'area');
    const sections: ResultsSection[] = [];
    if (inArea.length > 0) sections.push({ key: 'area', heading: text('sections.inPlace', { place: area(place.areaName, place.areaUrduName) }), cards: inArea });
    if (inCity.length > 0) {
      const heading = inArea.length > 0 || place.areaTotal ? text('sections.moreInCity', { city: city(place) }) : text('sections.inPlace', { place: city(place) });
      sections.push({ key: 'city', heading, cards: inCity });
    }
    return sections;
  };

  /**
   * What the Boosted slider above the list shows: the boosted listings of the answer, but for an
   * area that has listings of its own, only the area's. A seeker who asked for one area should
   * first see that area; the rest of its city's boosted listings lead the city's own section.
   */
  const boostedCards = (page: Pick<ListingSearchPage, 'items' | 'place'>): ListingCard[] => {
    const { place, items } = page;
    const inArea = Boolean(place?.areaName) && (place?.areaTotal ?? 0) > 0;
    return items.filter((card) => card.boosted && (!inArea || card.match === 'area'));
  };

  return { countOf, listingsOf, resultsHeadline, emptyAreaNotice, resultsSections, boostedCards };
}
