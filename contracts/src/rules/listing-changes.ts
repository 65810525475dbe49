/**
 * What a revision changes, field by field. Generic over the fields of the submit form of each
 * kind: a field added to a form shows up in the changes without work here.
 */
import type { ListingFields } from '../commands/listing-fields';
import type { ListingChange, ListingPicturesChange } from '../events/listing-events';
import type { ListingChangeView, ListingPicturesChangeView } from '../read-models/listing-views';
import type { ImageRef } from '../uploads/images';
import type { ProfilePhoto } from '../uploads/profile-photo';

/** A listing's whole content: what a submission or a revision carries. */
export type ListingContent = ListingFields & {
  readonly pictures: readonly ImageRef[];
  readonly profile: ProfilePhoto;
};

type ChangeValue = ListingChange['from'];

/**
 * A field's value as a change holds it: JSON, with an empty field as null whether it is absent
 * or blank text (both read "Not given"), and lists of options sorted, since the order options
 * were ticked in means nothing.
 */
function changeValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (Array.isArray(value)) {
    const items = value.map(changeValue);
    return items.every((item) => typeof item === 'string' || typeof item === 'number')
      ? [...items].sort((a, b) => String(a).localeCompare(String(b)))
      : items;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, part]) => part !== undefined);
    return Object.fromEntries(entries.map(([key, part]) => [key, changeValue(part)]));
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Deep equality of change values; object keys in any order. */
function sameValue(a: ChangeValue, b: ChangeValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index] ?? null));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key] ?? null, b[key] ?? null));
}

function picturesChange(before: readonly ImageRef[], after: readonly ImageRef[]): ListingPicturesChange | null {
  const from = before.map((picture) => picture.file);
  const to = after.map((picture) => picture.file);
  if (from.length === to.length && from.every((file, index) => file === to[index])) return null;
  return {
    field: 'pictures',
    from,
    to,
    added: after.filter((picture) => !from.includes(picture.file)),
    removed: before.filter((picture) => !to.includes(picture.file)),
  };
}

/**
 * The changes from `before` to `after`, in the form's field order, then pictures, then the
 * profile photo; empty when nothing changed. Both are of one kind: a revision never changes it.
 */
export function listingChanges(before: ListingContent, after: ListingContent): ListingChange[] {
  const changes: ListingChange[] = [];
  const beforeFields: Record<string, unknown> = before.fields;
  const afterFields: Record<string, unknown> = after.fields;
  const names = [...new Set([...Object.keys(afterFields), ...Object.keys(beforeFields)])];
  for (const field of names) {
    const from = changeValue(beforeFields[field]);
    const to = changeValue(afterFields[field]);
    if (!sameValue(from, to)) changes.push({ field, from, to });
  }
  const pictures = picturesChange(before.pictures, after.pictures);
  if (pictures) changes.push(pictures);
  const fromProfile = changeValue(before.profile);
  const toProfile = changeValue(after.profile);
  if (!sameValue(fromProfile, toProfile)) changes.push({ field: 'profile', from: fromProfile, to: toProfile });
  return changes;
}

/** Whether a change is of the pictures (with added and removed) rather than of one value. */
export function isPicturesChange<C extends ListingChange | ListingChangeView>(
  change: C,
): change is Extract<C, ListingPicturesChange | ListingPicturesChangeView> {
  return change.field === 'pictures' && 'added' in change;
}
