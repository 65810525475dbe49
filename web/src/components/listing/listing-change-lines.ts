/**
 * How a revision's changes read, for the owner, the review queue and the moderation history:
 * each field under the label the wizard gives it, its old and new values as text, the profile
 * photo and the pictures as thumbnails. Field names are the submit form's, so a field another
 * form adds still reads sensibly (its name in words) before it gets a label here.
 */
import { isPicturesChange } from '@kamra/contracts/rules';
import type { ChangeValue, ListingChangeView } from '@kamra/contracts/read-models';
import { displayDate, displayRupees } from '../../lib/display';

const LABELS: Readonly<Record<string, string>> = {
  tagline: 'Tagline',
  type: 'Room type',
  address: 'Address',
  addressShown: 'Public address',
  landmark: 'Landmark',
  rent: 'Rent',
  price: 'Price',
  listerName: 'Name',
  phone: 'Phone number',
  about: 'About the lister',
  condition: 'Condition',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  bathroomType: 'Bathroom type',
  maxRoommate: 'Max roommates',
  furnished: 'Furnished',
  features: 'Features',
  availableFrom: 'Available from',
  description: 'Description',
  nicNumber: 'NIC number',
  listerAge: 'Lister\'s age',
  occupation: 'Occupation',
  education: 'Education',
  gender: 'Looking for',
  age: 'Up to age',
  name: 'Item',
  usageYear: 'Years used',
  profile: 'Profile photo',
  pictures: 'Pictures',
};

/** Parts of the JSON fields (features, education) under their own words. */
const PART_LABELS: Readonly<Record<string, string>> = {
  furnished: 'Furniture',
  features: 'Features',
  secondaryFeatures: 'More features',
  preferences: 'Lifestyle',
  educationTitle: 'Degree',
  major: 'Major',
  sectorName: 'Institute',
  educationCountry: 'Country',
};

const MONEY = new Set(['rent', 'price']);
const DATES = new Set(['availableFrom']);
/** Values that are pictures (URLs), shown as thumbnails rather than text. */
const PHOTOS = new Set(['profile']);

/** 'usageYear' -> 'Usage year', for a field without a label yet. */
const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export const fieldLabel = (field: string): string => LABELS[field] ?? words(field);

/** Shown for a field left empty. */
export const EMPTY_VALUE = 'Not given';

/**
 * What the public sees of the address, in words. A listing from before listers chose showed
 * all of it, so an unchosen value says so rather than 'Not given'.
 */
const ADDRESS_SHOWN_WORDS: Readonly<Record<string, string>> = {
  area: 'Only the area',
  full: 'The full address',
};
const NOT_CHOSEN_ADDRESS_SHOWN = 'Not chosen (the full address)';

/** One value as text; `field` decides how a number or date reads. */
export function valueText(field: string, value: ChangeValue): string {
  if (field === 'addressShown') return typeof value === 'string' ? ADDRESS_SHOWN_WORDS[value] ?? value : NOT_CHOSEN_ADDRESS_SHOWN;
  if (value === null) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY.has(field) ? displayRupees(value) : String(value);
  if (typeof value === 'string') {
    if (value.trim() === '') return EMPTY_VALUE;
    return DATES.has(field) ? displayDate(value) : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map((item) => valueText('', item)).join(', ');
  const parts = Object.entries(value)
    .filter(([, part]) => part !== null && !(Array.isArray(part) && part.length === 0))
    .map(([key, part]) => `${PART_LABELS[key] ?? words(key)}: ${valueText(key, part)}`);
  return parts.length === 0 ? 'None' : parts.join('; ');
}

/** A change as the page shows it. */
export type ChangeLine =
  /** `verified`: only on the phone number, whether the new number is one the owner verified (judged now, as the badge is). */
  | { kind: 'text'; field: string; label: string; from: string; to: string; verified?: boolean }
  | { kind: 'photo'; field: string; label: string; from: string | null; to: string | null }
  | { kind: 'pictures'; field: 'pictures'; label: string; added: string[]; removed: string[]; reordered: boolean; from: string[]; to: string[] };

export function changeLine(change: ListingChangeView): ChangeLine {
  const label = fieldLabel(change.field);
  if (isPicturesChange(change)) {
    const { added, removed, from, to } = change;
    // Nothing added or removed: the same pictures in another order (a new cover, say).
    return { kind: 'pictures', field: 'pictures', label, added, removed, from, to, reordered: added.length === 0 && removed.length === 0 };
  }
  if (PHOTOS.has(change.field)) {
    const url = (value: ChangeValue) => (typeof value === 'string' && value !== '' ? value : null);
    return { kind: 'photo', field: change.field, label, from: url(change.from), to: url(change.to) };
  }
  const line = { kind: 'text', field: change.field, label, from: valueText(change.field, change.from), to: valueText(change.field, change.to) } as const;
  return change.toVerified === undefined ? line : { ...line, verified: change.toVerified };
}

/** Said of a changed number its owner never verified: approving it takes the badge away. */
export const UNVERIFIED_PHONE = 'Not verified: no “Phone verified” badge with this number';

/** '1 field' / '3 fields': how much a revision changes, for the review queue. */
export const fieldCountText = (count: number): string => `${count} ${count === 1 ? 'field' : 'fields'}`;
