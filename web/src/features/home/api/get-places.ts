import { apiFetch } from '../../../lib/api-fetch';

/** One autocomplete suggestion from the places gazetteer. */
export interface PlaceSuggestion {
  /** Formatted address; choosing a suggestion fills the search box with it. */
  label: string;
  city: string;
  /** Kind of place, e.g. city, area or address. */
  kind: string;
}

/** Keeps the well-formed suggestions of a GET /api/places answer and drops duplicates. */
export function parsePlaces(body: unknown): PlaceSuggestion[] {
  if (!Array.isArray(body)) return [];
  const seen = new Set<string>();
  const places: PlaceSuggestion[] = [];
  for (const item of body) {
    if (typeof item !== 'object' || item === null) continue;
    const label = 'label' in item && typeof item.label === 'string' ? item.label.trim() : '';
    if (label === '' || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    places.push({
      label,
      city: 'city' in item && typeof item.city === 'string' ? item.city : '',
      kind: 'kind' in item && typeof item.kind === 'string' ? item.kind : '',
    });
  }
  return places;
}

export const getPlaces = (query: string, signal: AbortSignal): Promise<PlaceSuggestion[]> =>
  apiFetch(`/api/places?q=${encodeURIComponent(query)}`, { parse: parsePlaces, signal, token: null });
