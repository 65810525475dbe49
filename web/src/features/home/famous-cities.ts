import { searchResultsPath } from './search-links';

export interface FamousCity {
  name: string;
  tagline: string;
  /** Hue of the tile's gradient. */
  hue: number;
}

/** The ten famous-city tiles of the home page, in the spec's order. */
export const famousCities: readonly FamousCity[] = [
  { name: 'Mansehra', tagline: 'Gateway to the northern valleys', hue: 160 },
  { name: 'Abbottabad', tagline: 'Cool hills and good schools', hue: 172 },
  { name: 'Rawalpindi', tagline: 'The busy twin city', hue: 28 },
  { name: 'Islamabad', tagline: 'Green, calm and planned', hue: 150 },
  { name: 'Peshawar', tagline: 'The historic city of flowers', hue: 12 },
  { name: 'Faisalabad', tagline: 'Punjab’s textile hub', hue: 190 },
  { name: 'Quetta', tagline: 'The fruit garden of Pakistan', hue: 38 },
  { name: 'Multan', tagline: 'The city of saints', hue: 200 },
  { name: 'Lahore', tagline: 'The heart of Pakistan', hue: 168 },
  { name: 'Karachi', tagline: 'City of lights by the sea', hue: 210 },
];

/** Each tile opens a room search for its city, in lowercase. */
export const citySearchPath = (city: Pick<FamousCity, 'name'>): string =>
  searchResultsPath(city.name.toLowerCase(), 'room');
