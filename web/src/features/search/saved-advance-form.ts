import { LISTING_KINDS } from '@kamra/contracts/options';
import { filterParams, valuesFromParams, type AdvanceSearchValues } from '@kamra/contracts/search';

const KEY = 'kamra.advanceSearch';

/**
 * The advanced search form as the seeker last left it, for this tab only (sessionStorage), so
 * Back from the results does not lose what they chose. It is kept as the URL carries it and read
 * back through valuesFromParams, so a stored value the form cannot hold is dropped.
 */
export function loadSavedForm(): AdvanceSearchValues | null {
  try {
    const saved = new URLSearchParams(sessionStorage.getItem(KEY) ?? '');
    const kind = LISTING_KINDS.find((candidate) => candidate === saved.get('kind'));
    if (kind === undefined) return null;
    return valuesFromParams(kind, saved.get('address') ?? '', saved);
  } catch {
    return null;
  }
}

export function saveForm(values: AdvanceSearchValues): void {
  const saved = filterParams(values);
  saved.set('kind', values.kind);
  saved.set('address', values.address);
  try {
    sessionStorage.setItem(KEY, saved.toString());
  } catch {
    // A full or disabled storage only costs the form its memory.
  }
}
