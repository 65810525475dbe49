/**
 * The advanced results pages (/advanceRoomSearch, ...) take the form's filters in their query
 * string and pass them on to GET /api/listings, which validates them (contracts search-query).
 */
export interface AdvanceQuery {
  location: string;
  filters: Record<string, string>;
}

export function readAdvanceQuery(search: string): AdvanceQuery {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name !== 'location' && name !== 'kind' && name !== 'cursor' && value.trim() !== '') filters[name] = value.trim();
  }
  const location = (params.get('location') ?? '').trim();
  return { location: location === '' ? 'all' : location, filters };
}
