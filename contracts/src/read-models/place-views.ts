/** GET /api/places. */
import type { PlaceKind } from '../places';

/** What the home page's place box shows: a gazetteer place, or the address of a live listing. */
export interface PlaceAnswer {
  label: string;
  city: string;
  kind: PlaceKind | 'address';
}
