/**
 * How a revision's changes read, for the owner, the review queue and the moderation history:
 * each field under the label the wizard gives it, its old and new values as text, the profile
 * photo and the pictures as thumbnails. Field names are the submit form's, so a field another
 * form adds still reads sensibly (its name in words) before it gets a label here.
 */
import { isPicturesChange } from '@kamra/contracts/rules';
import type { ChangeValue, ListingChangeView } from '@kamra/contracts/read-models';
import { displayDate, displayRupees } from '../../lib/display';

import { listingText } from './listing-facts';

/** Fields the wizard labels (listing.json's changes.labels), and parts of the JSON fields. */
const LABELLED = new Set([
  'tagline', 'type', 'address', 'addressShown', 'landmark', 'rent', 'price', 'listerName', 'phone', 'about', 'condition',
  'kitchen', 'bathroom', 'bathroomType', 'maxRoommate', 'furnished', 'features', 'availableFrom', 'description', 'nicNumber',
  'listerAge', 'occupation', 'education', 'gender', 'age', 'name', 'usageYear', 'profile', 'pictures',
]);
const LABELLED_PARTS = new Set(['furnished', 'features', 'secondaryFeatures', 'preferences', 'educationTitle', 'major', 'sectorName', 'educationCountry']);

const MONEY = new Set(['rent', 'price']);
const DATES = new Set(['availableFrom']);
/** Values that are pictures (URLs), shown as thumbnails rather than text. */
const PHOTOS = new Set(['profile']);

/** 'usageYear' -> 'Usage year', for a field without a label yet. */
const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export const fieldLabel = (field: string): string => (LABELLED.has(field) ? listingText(`changes.labels.${field}`) : words(field));

const partLabel = (part: string): string => (LABELLED_PARTS.has(part) ? listingText(`changes.parts.${part}`) : words(part));

/**
 * What the public sees of the address, in words. A listing from before listers chose showed
 * all of it, so an unchosen value says so rather than 'Not given'.
 */
const ADDRESS_SHOWN_KEYS: Readonly<Record<string, string>> = { area: 'changes.addressArea', full: 'changes.addressFull' };

/** One value as text; `field` decides how a number or date reads. */
export function valueText(field: string, value: ChangeValue): string {
  if (field === 'addressShown') {
    const key = typeof value === 'string' ? ADDRESS_SHOWN_KEYS[value] : 'changes.addressNotChosen';
    return key === undefined ? String(value) : listingText(key);
  }
  const notGiven = listingText('changes.notGiven');
  if (value === null) return notGiven;
  if (typeof value === 'boolean') return listingText(value ? 'changes.yes' : 'changes.no');
  if (typeof value === 'number') return MONEY.has(field) ? displayRupees(value) : String(value);
  if (typeof value === 'string') {
    if (value.trim() === '') return notGiven;
    return DATES.has(field) ? displayDate(value) : value;
  }
  const none = listingText('changes.none');
  if (Array.isArray(value)) return value.length === 0 ? none : value.map((item) => valueText('', item)).join(', ');
  const parts = Object.entries(value)
    .filter(([, part]) => part !== null && !(Array.isArray(part) && part.length === 0))
    .map(([key, part]) => `${partLabel(key)}: ${valueText(key, part)}`);
  return parts.length === 0 ? none : parts.join('; ');
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

/** '1 field' / '3 fields': how much a revision changes, for the review queue. */
export const fieldCountText = (count: number): string => listingText('changes.fields', { count });
