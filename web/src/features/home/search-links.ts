/** The `listed` values of /searchResult. */
export type ListedKind = 'room' | 'roommate' | 'accessories';

/** /searchResult for a place (or everything with 'all'); an empty place searches everywhere. */
export function searchResultsPath(location: string, listed: ListedKind): string {
  const place = location.trim().replace(/\s+/g, ' ');
  return `/searchResult?location=${encodeURIComponent(place === '' ? 'all' : place)}&listed=${listed}`;
}
