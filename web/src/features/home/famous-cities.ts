import { FAMOUS_CITIES, type FamousCity as ContractsFamousCity } from '@kamra/contracts/options';
import { searchResultPath } from '../../lib/paths';

type CityId = ContractsFamousCity['city'];

export interface FamousCity {
  name: string;
  /** Lowercase search value, as contracts gives it. */
  city: CityId;
  /** Hue of the tile's gradient. */
  hue: number;
}

/** Each tile's hue; which cities, their order and search value come from contracts, taglines from the home namespace. */
const TILE_HUES: Record<CityId, number> = {
  mansehra: 160,
  abbottabad: 172,
  rawalpindi: 28,
  islamabad: 150,
  peshawar: 12,
  faisalabad: 190,
  quetta: 38,
  multan: 200,
  lahore: 168,
  karachi: 210,
};

/** The ten famous-city tiles of the home page, in the spec's order. */
export const famousCities: readonly FamousCity[] = FAMOUS_CITIES.map((city) => ({
  name: city.name,
  city: city.city,
  hue: TILE_HUES[city.city],
}));

/** Each tile opens a room search for its city, in lowercase. */
export const citySearchPath = (city: Pick<FamousCity, 'city'>): string => searchResultPath(city.city, 'room');
