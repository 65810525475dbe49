// Its own file: the home page imports this list without the gazetteer and its index.
/** The home page's famous-city tiles, in the spec's order; `city` is the lowercase search value. */
export const FAMOUS_CITIES = [
  { name: 'Mansehra', city: 'mansehra' },
  { name: 'Abbottabad', city: 'abbottabad' },
  { name: 'Rawalpindi', city: 'rawalpindi' },
  { name: 'Islamabad', city: 'islamabad' },
  { name: 'Peshawar', city: 'peshawar' },
  { name: 'Faisalabad', city: 'faisalabad' },
  { name: 'Quetta', city: 'quetta' },
  { name: 'Multan', city: 'multan' },
  { name: 'Lahore', city: 'lahore' },
  { name: 'Karachi', city: 'karachi' },
] as const;

export type FamousCity = (typeof FAMOUS_CITIES)[number];
