import type { Gender, ListingKind, Occupation } from '@kamra/contracts/options';
import { routePaths } from '../../lib/paths';

/** The rent and price slider (PKR). */
export const AMOUNT_SLIDER = { min: 0, max: 50_000, step: 1000 } as const;

/** The advanced search waits this long before showing results (spec section 5). */
export const SEARCH_NAVIGATION_DELAY_MS = { room: 1000, roommate: 1500, accessory: 1500 } as const;

/** What the advanced search form holds; every filter starts unset. */
export interface AdvanceSearchValues {
  kind: ListingKind;
  address: string;
  /** Maximum rent (rooms, roommates) or price (accessories); 0 = any. */
  amount: number;
  internet: boolean;
  bills: boolean;
  pets: boolean;
  furnished: boolean;
  carpeted: boolean;
  sharedBathroom: boolean;
  sharedKitchen: boolean;
  maxRoommate: string;
  occupation: Occupation | '';
  gender: Gender | '';
  music: boolean;
  smoking: boolean;
  age: string;
  name: string;
}

export const emptyAdvanceSearch: AdvanceSearchValues = {
  kind: 'room', address: '', amount: 0, internet: false, bills: false, pets: false, furnished: false,
  carpeted: false, sharedBathroom: false, sharedKitchen: false, maxRoommate: '', occupation: '', gender: '',
  music: false, smoking: false, age: '', name: '',
};

export type TickFilter = 'internet' | 'bills' | 'pets' | 'furnished' | 'carpeted' | 'sharedBathroom' | 'sharedKitchen' | 'music' | 'smoking';

/** The tick boxes of each kind (spec section 3, 'Search filters'). */
export const tickFilters: Readonly<Record<ListingKind, readonly { name: TickFilter; label: string }[]>> = {
  room: [
    { name: 'internet', label: 'Internet' },
    { name: 'bills', label: 'Bills included' },
    { name: 'pets', label: 'Pets allowed' },
    { name: 'furnished', label: 'Furnished' },
    { name: 'carpeted', label: 'Carpeted' },
    { name: 'sharedBathroom', label: 'Shared bathroom' },
    { name: 'sharedKitchen', label: 'Shared kitchen' },
  ],
  roommate: [
    { name: 'music', label: 'Music is fine' },
    { name: 'smoking', label: 'Smoking is fine' },
    { name: 'bills', label: 'Bills included' },
  ],
  accessory: [],
};

/** The results page with only the filters the seeker set; the read service validates them. */
export function advanceResultsPath(values: AdvanceSearchValues): string {
  const params = new URLSearchParams();
  const address = values.address.trim();
  params.set('location', address === '' ? 'all' : address);
  if (values.amount > 0) params.set(values.kind === 'accessory' ? 'price' : 'rent', String(values.amount));
  for (const { name } of tickFilters[values.kind]) if (values[name]) params.set(name, 'true');
  const text: [string, string][] =
    values.kind === 'room'
      ? [['maxRoommate', values.maxRoommate]]
      : values.kind === 'roommate'
        ? [['occupation', values.occupation], ['gender', values.gender], ['age', values.age]]
        : [['name', values.name]];
  for (const [name, value] of text) if (value.trim() !== '') params.set(name, value.trim());
  return `${routePaths.advanceResults[values.kind]}?${params.toString()}`;
}
