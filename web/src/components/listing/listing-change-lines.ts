/**
 * How a revision's changes read, for the owner, the review queue and the moderation history:
 * each field under the label the wizard gives it, its old and new values as text, the profile
 * photo and the pictures as thumbnails. Field names are the submit form's, so a field another
 * form adds still reads sensibly (its name in words) before it gets a label here.
 */
import { isPicturesChange } from '@kamra/contracts/rules';
import type { ChangeValue, ListingChangeView } from '@kamra/contracts/read-models';
import { i18n, optionLabel } from '../../i18n';
import { displayDate, displayRupees } from '../../lib/display';

// Pure helpers, so they translate through i18n.t; ListingChanges loads the namespace first.
const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'listingChanges', ...options });

/** Fields (and parts of the JSON fields) whose values are stored options, by their option group. */
const OPTION_GROUPS: Readonly<Record<string, string>> = {
  type: 'roomTypes',
  condition: 'roomConditions',
  kitchen: 'kitchenOptions',
  bathroom: 'bathroomOptions',
  bathroomType: 'bathroomTypes',
  occupation: 'occupations',
  gender: 'genders',
  furnished: 'furnishedItems',
  features: 'features',
  secondaryFeatures: 'secondaryFeatures',
  preferences: 'lifestylePreferences',
  educationTitle: 'degreeTitles',
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

/** A field under the label the wizard gives it, or its name in words. */
export const fieldLabel = (field: string): string => t(`labels.${field}`, { defaultValue: words(field) });

/** A part of a JSON field (features, education) under its own words. */
const partLabel = (part: string): string => t(`parts.${part}`, { defaultValue: words(part) });

/**
 * What the public sees of the address, in words. A listing from before listers chose showed
 * all of it, so an unchosen value says so rather than 'Not given'.
 */
const addressShownText = (value: ChangeValue): string =>
  typeof value !== 'string' ? t('addressShown.notChosen') : value === 'area' || value === 'full' ? t(`addressShown.${value}`) : value;

/** One value as text; `field` decides how a number, date or stored option reads. */
export function valueText(field: string, value: ChangeValue): string {
  if (field === 'addressShown') return addressShownText(value);
  if (value === null) return t('empty');
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') return MONEY.has(field) ? displayRupees(value) : String(value);
  if (typeof value === 'string') {
    if (value.trim() === '') return t('empty');
    const group = OPTION_GROUPS[field];
    if (group !== undefined) return optionLabel(group, value);
    return DATES.has(field) ? displayDate(value) : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? t('none') : value.map((item) => valueText(field, item)).join(t('listSeparator'));
  const parts = Object.entries(value)
    .filter(([, part]) => part !== null && !(Array.isArray(part) && part.length === 0))
    .map(([key, part]) => t('part', { label: partLabel(key), value: valueText(key, part) }));
  return parts.length === 0 ? t('none') : parts.join(t('partSeparator'));
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
export const fieldCountText = (count: number): string => t('fields', { count });
