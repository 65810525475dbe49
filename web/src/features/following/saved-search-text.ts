import type { SavedSearchView } from '@kamra/contracts/read-models';
import { searchResultPath, type ListedKind } from '../../lib/paths';

const LISTED: Record<SavedSearchView['kind'], ListedKind> = { room: 'room', roommate: 'roommate', accessory: 'accessories' };

const TICKS: Record<string, string> = {
  internet: 'internet', bills: 'bills included', furnished: 'furnished', carpeted: 'carpeted',
  sharedBathroom: 'shared bathroom', sharedKitchen: 'shared kitchen', music: 'plays music',
  smoking: 'smoker', nonSmoking: 'non-smoking home',
};

const rupees = (amount: number | string | boolean): string => `Rs ${Number(amount).toLocaleString('en-PK')}`;

/** One line a person recognises their search by: the same words their alerts use. */
export { savedSearchTitle } from '@kamra/contracts/queries';

export function savedSearchFilters(search: Pick<SavedSearchView, 'filters'>): string[] {
  return Object.entries(search.filters).map(([name, value]) => {
    if (name === 'rent' || name === 'price') return `up to ${rupees(value)}`;
    if (name === 'maxRoommate') return `at most ${String(value)} roommates`;
    if (name === 'age') return `age ${String(value)}`;
    if (name === 'name') return `"${String(value)}"`;
    return TICKS[name] ?? `${name}: ${String(value)}`;
  });
}

/** The results page that runs the search again, with its filters in the URL as the toolbar keeps them. */
export function savedSearchRunPath(search: Pick<SavedSearchView, 'kind' | 'location' | 'filters'>): string {
  const base = searchResultPath(search.location, LISTED[search.kind]);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search.filters)) params.set(name, String(value));
  const extra = params.toString();
  return extra === '' ? base : `${base}&${extra}`;
}
