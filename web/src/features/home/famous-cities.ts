import { FAMOUS_CITIES, type FamousCity as ContractsFamousCity } from '@kamra/contracts/options';
import { searchResultPath } from '../../lib/paths';

type CityId = ContractsFamousCity['city'];

export interface FamousCity {
  name: string;
  /** Lowercase search value, as contracts gives it. */
  city: CityId;
  tagline: string;
  /** Hue of the tile's gradient. */
  hue: number;
}

/** How each tile looks; which cities, their order and search value come from contracts. */
const TILE_LOOKS: Record<CityId, { tagline: string; hue: number }> = {
  mansehra: { tagline: 'Gateway to the northern valleys', hue: 160 },
  abbottabad: { tagline: 'Cool hills and good schools', hue: 172 },
  rawalpindi: { tagline: 'The busy twin city', hue: 28 },
  islamabad: { tagline: 'Green, calm and planned', hue: 150 },
  peshawar: { tagline: 'The historic city of flowers', hue: 12 },
  faisalabad: { tagline: 'Punjab’s textile hub', hue: 190 },
  quetta: { tagline: 'The fruit garden of Pakistan', hue: 38 },
  multan: { tagline: 'The city of saints', hue: 200 },
  lahore: { tagline: 'The heart of Pakistan', hue: 168 },
  karachi: { tagline: 'City of lights by the sea', hue: 210 },
};

/** The ten famous-city tiles of the home page, in the spec's order. */
export const famousCities: readonly FamousCity[] = FAMOUS_CITIES.map((city) => ({
  name: city.name,
  city: city.city,
  ...TILE_LOOKS[city.city],
}));

/** Each tile opens a room search for its city, in lowercase. */
export const citySearchPath = (city: Pick<FamousCity, 'city'>): string => searchResultPath(city.city, 'room');
