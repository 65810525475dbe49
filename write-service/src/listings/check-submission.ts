/** Every text field and every file count and type of a submission, checked before any image is decoded. */
import { isBuiltInAvatar, type BuiltInAvatar, type ListingKind } from '@kamra/contracts/options';
import { validateListingSubmission, type ListingFields } from '@kamra/contracts/commands';
import { listingUploadErrors } from '@kamra/contracts/uploads';
import { ValidationError } from '@kamra/platform';
import type { ListingForm } from './listing-form.js';
import { uploadInfo } from './listing-images.js';

export interface CheckedSubmission {
  listing: ListingFields;
  /** The built-in avatar chosen, when no photo was uploaded. */
  avatar: BuiltInAvatar | null;
}

/** `today` is the date in Pakistan, for the roommate's available-from rule. */
export function checkSubmission(kind: ListingKind, form: ListingForm, today: string): CheckedSubmission {
  const text = validateListingSubmission(kind, form.text, today);
  const avatarText = typeof form.text.profile === 'string' ? form.text.profile.trim() : undefined;
  const uploads = listingUploadErrors(kind, {
    pictures: form.pictures.map(uploadInfo),
    profile: { avatar: avatarText, upload: form.profile ? uploadInfo(form.profile) : undefined },
  });
  if (!text.ok || Object.keys(uploads).length > 0) {
    const fields = { ...(text.ok ? {} : text.fields), ...uploads };
    const message = text.ok ? Object.values(uploads)[0] ?? '' : text.message;
    throw new ValidationError(message, fields);
  }
  const avatar = form.profile === null && avatarText !== undefined && isBuiltInAvatar(avatarText) ? avatarText : null;
  return { listing: text.value, avatar };
}
