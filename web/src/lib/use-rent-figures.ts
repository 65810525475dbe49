import { useEffect, useState } from 'react';
import type { ListingKind } from '@kamra/contracts/options';
import type { RentFigures } from '@kamra/contracts/read-models';
import { isAbortError } from './api-error';
import { getRentFigures } from './api/get-rent-figures';
import { useDebouncedValue } from './use-debounced-value';

const DEBOUNCE_MS = 400;
const MIN_LOCATION_LENGTH = 3;

/**
 * The rent guide of the place `location` names, asked once typing pauses; null until an answer
 * arrives, and on failure: the guide is a help, never in the way.
 */
export function useRentFigures(kind: ListingKind, location: string): RentFigures | null {
  const settled = useDebouncedValue(location.trim(), DEBOUNCE_MS);
  const [figures, setFigures] = useState<RentFigures | null>(null);
  useEffect(() => {
    if (settled.length < MIN_LOCATION_LENGTH) {
      setFigures(null);
      return;
    }
    const controller = new AbortController();
    getRentFigures(kind, settled, controller.signal).then(setFigures, (error: unknown) => {
      if (!isAbortError(error)) setFigures(null);
    });
    return () => controller.abort();
  }, [kind, settled]);
  return figures;
}
