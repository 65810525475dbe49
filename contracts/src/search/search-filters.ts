import { GENDERS, OCCUPATIONS, type Gender, type ListingKind, type Occupation } from '../options';

/**
 * The search filters as a results page's address carries them, read one way for the web
 * client's page and the server's first view of it: both then ask GET /api/listings the same
 * question, so the server's answer is the one the app would have been given.
 */

/** What the advanced search form holds; every filter starts unset. */
export interface AdvanceSearchValues {
  kind: ListingKind;
  address: string;
  /** Maximum rent (rooms, roommates) or price (accessories); 0 = any. */
  amount: number;
  internet: boolean;
  bills: boolean;
  furnished: boolean;
  carpeted: boolean;
  sharedBathroom: boolean;
  sharedKitchen: boolean;
  maxRoommate: string;
  occupation: Occupation | '';
  gender: Gender | '';
  music: boolean;
  smoking: SmokingChoice;
  age: string;
  name: string;
  /** Only listings whose number their owner verified (the "Phone verified" badge). */
  verifiedPhone: boolean;
}

export const emptyAdvanceSearch: AdvanceSearchValues = {
  kind: 'room', address: '', amount: 0, internet: false, bills: false, furnished: false,
  carpeted: false, sharedBathroom: false, sharedKitchen: false, maxRoommate: '', occupation: '', gender: '',
  music: false, smoking: '', age: '', name: '', verifiedPhone: false,
};

/**
 * A seeker who smokes wants ads that do not ask for a non-smoker; one who does not may want a
 * non-smoking home. One choice, so the two can never be asked for at once.
 */
export type SmokingChoice = '' | 'fine' | 'nonSmoking';
export const smokingChoices: readonly SmokingChoice[] = ['', 'fine', 'nonSmoking'];

export type TickFilter = 'internet' | 'bills' | 'furnished' | 'carpeted' | 'sharedBathroom' | 'sharedKitchen' | 'music' | 'verifiedPhone';

/** The tick boxes of each kind (spec section 3, 'Search filters'); their labels are the search namespace's ticks. */
export const tickFilters: Readonly<Record<ListingKind, readonly TickFilter[]>> = {
  room: ['internet', 'bills', 'furnished', 'carpeted', 'sharedBathroom', 'sharedKitchen', 'verifiedPhone'],
  roommate: ['music', 'bills', 'verifiedPhone'],
  accessory: ['verifiedPhone'],
};

/** The text filters of each kind, as the URL names them. */
const textFilters = {
  room: ['maxRoommate'],
  roommate: ['occupation', 'gender', 'age'],
  accessory: ['name'],
} as const satisfies Record<ListingKind, readonly (keyof AdvanceSearchValues)[]>;

const amountParam = (kind: ListingKind): 'price' | 'rent' => (kind === 'accessory' ? 'price' : 'rent');

/** Only the filters the seeker set, as query parameters GET /api/listings reads (no place, no kind). */
export function filterParams(values: AdvanceSearchValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.amount > 0) params.set(amountParam(values.kind), String(values.amount));
  for (const name of tickFilters[values.kind]) if (values[name]) params.set(name, 'true');
  if (values.kind === 'roommate' && values.smoking !== '') params.set(values.smoking === 'fine' ? 'smoking' : 'nonSmoking', 'true');
  for (const name of textFilters[values.kind]) {
    const value = values[name].trim();
    if (value !== '') params.set(name, value);
  }
  return params;
}

/** How many filters are set, for the Filters button's badge. */
export function countFilters(values: AdvanceSearchValues): number {
  return [...filterParams(values).keys()].length;
}

const isTrue = (params: URLSearchParams, name: string): boolean => params.get(name) === 'true';

/** The form as a URL describes it: the inverse of filterParams, unknown or bad values left unset. */
export function valuesFromParams(kind: ListingKind, address: string, params: URLSearchParams): AdvanceSearchValues {
  const amount = Number(params.get(amountParam(kind)) ?? '');
  const text = (name: string): string => (params.get(name) ?? '').trim();
  return {
    ...emptyAdvanceSearch,
    kind,
    address,
    amount: Number.isInteger(amount) && amount > 0 ? amount : 0,
    internet: isTrue(params, 'internet'),
    bills: isTrue(params, 'bills'),
    furnished: isTrue(params, 'furnished'),
    carpeted: isTrue(params, 'carpeted'),
    sharedBathroom: isTrue(params, 'sharedBathroom'),
    sharedKitchen: isTrue(params, 'sharedKitchen'),
    maxRoommate: text('maxRoommate'),
    occupation: OCCUPATIONS.find((occupation) => occupation === text('occupation')) ?? '',
    gender: GENDERS.find((gender) => gender === text('gender')) ?? '',
    music: isTrue(params, 'music'),
    smoking: isTrue(params, 'nonSmoking') ? 'nonSmoking' : isTrue(params, 'smoking') ? 'fine' : '',
    age: text('age'),
    name: text('name'),
    verifiedPhone: isTrue(params, 'verifiedPhone'),
  };
}
