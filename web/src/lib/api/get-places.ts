import { LANGUAGE_PARAM, type Language } from '@kamra/contracts/language';
import type { PlaceAnswer } from '@kamra/contracts/read-models';
import { apiFetch } from '../api-fetch';

/** One autocomplete suggestion; choosing it fills the search box with its label. */
export type PlaceSuggestion = PlaceAnswer;

const PLACE_KINDS: readonly string[] = ['city', 'area', 'address'] satisfies readonly PlaceAnswer['kind'][];

function isPlaceKind(kind: unknown): kind is PlaceAnswer['kind'] {
  return typeof kind === 'string' && PLACE_KINDS.includes(kind);
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
      kind: 'kind' in item && isPlaceKind(item.kind) ? item.kind : 'address',
    });
  }
  return places;
}

/** Places are labelled in the site's language; English is the API's default, so it is not sent. */
export const getPlaces = (query: string, language: Language, signal: AbortSignal): Promise<PlaceSuggestion[]> =>
  apiFetch(`/api/places?q=${encodeURIComponent(query)}${language === 'en' ? '' : `&${LANGUAGE_PARAM}=${language}`}`, {
    parse: parsePlaces,
    signal,
    token: null,
  });
