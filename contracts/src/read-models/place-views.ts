/** GET /api/places. */

/** A gazetteer place is a city or an area of one. */
export type PlaceKind = 'city' | 'area';

/** What the home page's place box shows: a gazetteer place, or the address of a live listing. */
export interface PlaceAnswer {
  label: string;
  city: string;
  kind: PlaceKind | 'address';
}
