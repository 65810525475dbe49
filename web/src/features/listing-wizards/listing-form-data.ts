/**
 * The multipart body of POST /api/rooms, /api/roommates, /api/accessories (DESIGN.md): the
 * text fields of the submit schema, `features` and `education` as JSON text, `pictures`
 * repeated in the lister's order, and `profile` as a file or a built-in avatar's name.
 */
import type { SubmitRequest } from './listing-wizard-machine';
import { PICTURES_FIELD, PROFILE_FIELD, type ListingWizardDefinition } from './wizard-definition';

export function listingFormData(definition: ListingWizardDefinition, request: SubmitRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(definition.submission(request.values))) {
    if (typeof value === 'string') {
      // Blank is absent to the server; leaving it out keeps the body small.
      if (value.trim() !== '') form.append(name, value);
    } else if (typeof value === 'boolean' || typeof value === 'number') {
      form.append(name, String(value));
    } else if (value !== undefined && value !== null) {
      form.append(name, JSON.stringify(value));
    }
  }
  for (const picture of request.pictures) form.append(PICTURES_FIELD, picture.blob, picture.name);
  const { profile } = request;
  if (profile?.kind === 'avatar') form.append(PROFILE_FIELD, profile.name);
  if (profile?.kind === 'upload') form.append(PROFILE_FIELD, profile.photo.blob, profile.photo.name);
  return form;
}

/** The multipart `keepPictures` field of an edit. */
export const KEEP_PICTURES_FIELD = 'keepPictures';

/**
 * The multipart body of PUT /api/listings/:id: the submit form of the kind, new `pictures` after
 * the kept ones named in `keepPictures` (JSON, in order), and `profile` only when the lister
 * picked a new one (absent keeps the current photo).
 */
export function revisionFormData(definition: ListingWizardDefinition, request: SubmitRequest): FormData {
  const form = listingFormData(definition, request);
  form.append(KEEP_PICTURES_FIELD, JSON.stringify((request.kept ?? []).map((picture) => picture.file)));
  return form;
}
