import { LOCATION_ALL } from '@kamra/contracts/queries';
import type { SavedSearchView } from '@kamra/contracts/read-models';
import { i18n, optionLabel, placeLabel } from '../../i18n';
import { displayRupees } from '../../lib/display';
import { savedSearchRunPath } from '../../lib/paths';

const TICKS = new Set(['internet', 'bills', 'furnished', 'carpeted', 'sharedBathroom', 'sharedKitchen', 'music', 'smoking', 'nonSmoking', 'verifiedPhone']);

const t = (key: string, values: Record<string, string> = {}): string => i18n.t(key, { ns: 'following', ...values });

/**
 * One line a person recognises their search by, in the reader's language: "Rooms in G-11,
 * Islamabad". The alerts' emails say the same in English (savedSearchTitle of the contracts).
 */
export function savedSearchTitle(search: Pick<SavedSearchView, 'kind' | 'location'>): string {
  return search.location === LOCATION_ALL
    ? t(`searchTitle.${search.kind}.everywhere`)
    : t(`searchTitle.${search.kind}.in`, { place: placeLabel(search.location) });
}

export function savedSearchFilters(search: Pick<SavedSearchView, 'filters'>): string[] {
  return Object.entries(search.filters).map(([name, value]) => {
    if (name === 'rent' || name === 'price') return t('searchFilters.upTo', { amount: displayRupees(Number(value)) });
    if (name === 'maxRoommate') return t('searchFilters.maxRoommates', { value: String(value) });
    if (name === 'age') return t('searchFilters.age', { value: String(value) });
    if (name === 'name') return t('searchFilters.name', { value: String(value) });
    if (name === 'occupation') return optionLabel('occupations', String(value));
    if (name === 'gender') return optionLabel('genders', String(value));
    return TICKS.has(name) ? t(`searchFilters.ticks.${name}`) : t('searchFilters.other', { name, value: String(value) });
  });
}

/** The results page that runs the search again: one rule with the digest email's link, in contracts. */
export { savedSearchRunPath };
