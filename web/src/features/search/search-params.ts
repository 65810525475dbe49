import { i18n } from '../../i18n';
import type { ListingKind } from '../../lib/listing-kind';
import type { ListedKind } from '../../lib/paths';

/** The tab each `listed` value of /searchResult opens. */
export interface SearchTab {
  listed: ListedKind;
  kind: ListingKind;
}

export const searchTabs: readonly SearchTab[] = [
  { listed: 'room', kind: 'room' },
  { listed: 'roommate', kind: 'roommate' },
  { listed: 'accessories', kind: 'accessory' },
];

export interface SearchParams {
  /** An address, or 'all' for everything. */
  location: string;
  tab: SearchTab;
}

const tabOf = (listed: string | null): SearchTab => {
  const value = (listed ?? '').toLowerCase();
  // 'rooms', 'roommates' and 'accessory' are accepted too: links elsewhere use the plural.
  return (
    searchTabs.find((tab) => value === tab.listed || value === `${tab.listed}s` || value === tab.kind) ??
    searchTabs[0] ??
    { listed: 'room', kind: 'room' }
  );
};

/** Reads `?location=&listed=`; a missing or blank location searches everything. */
export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const location = (params.get('location') ?? '').trim();
  return { location: location === '' ? 'all' : location, tab: tabOf(params.get('listed')) };
}

/** How the page names the place searched. */
export const placeName = (location: string): string => (location.toLowerCase() === 'all' ? i18n.t('place.all', { ns: 'search' }) : location);
