import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@kamra/contracts/language';
import { isAbortError } from './api-error';
import { useDebouncedValue } from './use-debounced-value';
import { getPlaces, type PlaceSuggestion } from './api/get-places';

const DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;

/**
 * Address autocomplete: asks GET /api/places once typing pauses, cancels answers that are no
 * longer wanted, and stays quiet while `enabled` is false (e.g. right after a pick). Places come
 * labelled in the site's language, and a pick fills the box with that label, which searches
 * the same place in either language.
 */
export function usePlaceSuggestions(query: string, enabled: boolean): PlaceSuggestion[] {
  const settled = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  useEffect(() => {
    if (!enabled || settled.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    getPlaces(settled, language, controller.signal)
      .then(setSuggestions)
      .catch((error: unknown) => {
        // Suggestions are a convenience: on failure the box still searches what was typed.
        if (!isAbortError(error)) setSuggestions([]);
      });
    return () => controller.abort();
  }, [settled, enabled, language]);

  // While the visitor keeps typing, the previous answer stays up until the next one arrives.
  return enabled && query.trim().length >= MIN_QUERY_LENGTH ? suggestions : [];
}
