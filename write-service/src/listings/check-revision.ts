/** Every text field and every file count and type of an edit, checked before any image is decoded. */
import { isBuiltInAvatar, type BuiltInAvatar } from '@kamra/contracts/options';
import { listingRevisionSchema, listingRevisionUploadErrors, validateListingRevision, type ListingRevisionInput } from '@kamra/contracts/commands';
import { pakistanDate } from '@kamra/contracts/rules';
import { ValidationError } from '@kamra/platform';
import type { ListingForm } from './listing-form.js';
import { uploadInfo } from './listing-images.js';
import type { StoredContent } from './listing-state.js';

export interface CheckedRevision extends ListingRevisionInput {
  /** The built-in avatar chosen, when no photo was uploaded; null with neither (keep the photo). */
  avatar: BuiltInAvatar | null;
}

/**
 * A roommate ad may not be available from a day before today. An edit that leaves the date as it
 * was must still go through after that day has passed (fixing the rent of a live ad a month
 * on), so the rule takes the earlier of today and the date the listing already has.
 */
function earliestDateAllowed(current: StoredContent, now: Date): string {
  const today = pakistanDate(now);
  if (current.kind !== 'roommate') return today;
  return current.fields.availableFrom < today ? current.fields.availableFrom : today;
}

export function checkRevision(current: StoredContent, form: ListingForm, now: Date): CheckedRevision {
  const text = validateListingRevision(current.kind, form.text, earliestDateAllowed(current, now));
  const avatarText = typeof form.text.profile === 'string' && form.text.profile.trim() !== '' ? form.text.profile.trim() : undefined;
  const sendsProfile = form.profile !== null || avatarText !== undefined;
  // Read on its own, so a blank tagline beside it does not count the kept pictures as none.
  const keep = listingRevisionSchema.safeParse(form.text);
  const uploads = listingRevisionUploadErrors(current.kind, {
    kept: keep.success ? keep.data.keepPictures.length : 0,
    pictures: form.pictures.map(uploadInfo),
    profile: sendsProfile ? { avatar: avatarText, upload: form.profile ? uploadInfo(form.profile) : undefined } : null,
  });
  // Without a readable keepPictures the count would be wrong: its own message says enough.
  if (!keep.success) delete uploads.pictures;
  if (!text.ok || Object.keys(uploads).length > 0) {
    const fields = { ...(text.ok ? {} : text.fields), ...uploads };
    const message = text.ok ? Object.values(uploads)[0] ?? '' : text.message;
    throw new ValidationError(message, fields);
  }
  const avatar = form.profile === null && avatarText !== undefined && isBuiltInAvatar(avatarText) ? avatarText : null;
  return { ...text.value, avatar };
}
