/**
 * Revise a listing: PUT /api/listings/:id. The multipart body is the submit form of the listing's
 * kind (the same schema, so the same rules and messages) plus `keepPictures`: JSON text, the
 * listing's current pictures to keep in their new order, each as its file name or its
 * '/uploads/{file}' path. New files in `pictures` follow them; the kind's picture count applies
 * to the result. `profile` (an avatar name or a file) may be left out to keep the current photo.
 */
import { z } from 'zod';
import { messages } from '../messages';
import type { ListingKind } from '../options';
import { UPLOADS_PATH, UPLOAD_FILE_NAME, checkPictures, type UploadInfo } from '../uploads/images';
import { checkProfilePhoto, type ProfilePhotoInput } from '../uploads/profile-photo';
import { IMAGE_LIMITS } from '../rules/listing-rules';
import { fieldErrors, type CommandValidation } from './field-errors';
import { jsonText, text } from './form-fields';
import type { ListingFields } from './listing-fields';
import { validateListingSubmission } from './listing-submission';

/** One picture to keep, as sent: a file name, or the path the read side gave ('/uploads/{file}'). */
const pictureReference = text({ limit: 'pictureReference', shape: 'line', tooLong: messages.keepPicturesInvalid }, messages.keepPicturesInvalid)
  .transform((value) => (value.startsWith(UPLOADS_PATH) ? value.slice(UPLOADS_PATH.length) : value))
  .pipe(z.string().regex(UPLOAD_FILE_NAME, messages.keepPicturesInvalid));

/** `keepPictures`: JSON text of the file names to keep, in order, without repeats; absent keeps none. */
export function keepPicturesText() {
  return jsonText(
    z.array(pictureReference, { error: messages.keepPicturesInvalid })
      .refine((files) => new Set(files).size === files.length, messages.keepPicturesInvalid)
      .default([]),
  );
}

/** The fields a revision adds to the submit form of its kind. */
export const listingRevisionSchema = z.object({ keepPictures: keepPicturesText() });

export interface ListingRevisionInput {
  listing: ListingFields;
  /** File names of current pictures to keep, in the new order; the new uploads follow them. */
  keepPictures: string[];
}

/**
 * The text of a revision: the submit schema of its kind and `keepPictures`, their field errors
 * together so a wizard shows all of them at once. `today` as for a submission.
 */
export function validateListingRevision(kind: ListingKind, input: unknown, today: string): CommandValidation<ListingRevisionInput> {
  const listing = validateListingSubmission(kind, input, today);
  const extras = listingRevisionSchema.safeParse(typeof input === 'object' && input !== null ? input : {});
  if (listing.ok && extras.success) return { ok: true, value: { listing: listing.value, keepPictures: extras.data.keepPictures } };
  const fields = { ...(listing.ok ? {} : listing.fields), ...(extras.success ? {} : fieldErrors(extras.error)) };
  const message = listing.ok ? Object.values(fields)[0] ?? '' : listing.message;
  return { ok: false, fields, message };
}

/**
 * Field errors for the files of a revision: the kind's picture count over the kept pictures
 * and the new ones together, the new ones' types and sizes, and the profile photo when one is
 * sent (`null`: keep the current one).
 */
export function listingRevisionUploadErrors(
  kind: ListingKind,
  uploads: { readonly kept: number; readonly pictures: readonly UploadInfo[]; readonly profile: ProfilePhotoInput | null },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const limit = IMAGE_LIMITS[kind];
  const total = uploads.kept + uploads.pictures.length;
  const pictures = total < limit.min || total > limit.max
    ? limit.message
    : checkPictures({ ...limit, min: 0 }, uploads.pictures);
  if (pictures) errors.pictures = pictures;
  const profile = uploads.profile === null ? null : checkProfilePhoto(uploads.profile);
  if (profile) errors.profile = profile;
  return errors;
}

