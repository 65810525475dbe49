/**
 * The lister's profile photo (spec section 5): one of ten built-in avatars, or an uploaded
 * JPEG. The multipart `profile` field is either the avatar's name (text) or a file.
 */
import { z } from 'zod';
import {
  MAX_UPLOAD_BYTES, PROFILE_PHOTO_MIME_TYPES, checkListingPictures, imageRefSchema, uploadUrl, type UploadInfo,
} from './images';
import { messages } from '../messages';
import { BUILT_IN_AVATARS, isBuiltInAvatar, type BuiltInAvatar, type ListingKind } from '../options';

export const profilePhotoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('avatar'), name: z.enum(BUILT_IN_AVATARS) }),
  z.object({ kind: z.literal('upload'), image: imageRefSchema }),
]);
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

export interface ProfilePhotoInput {
  /** The text value of `profile`, when the lister picked an avatar. */
  readonly avatar?: string | undefined;
  /** The `profile` file, when the lister uploaded one; it wins over an avatar name. */
  readonly upload?: UploadInfo | undefined;
}

export function checkProfilePhoto(input: ProfilePhotoInput): string | null {
  const { upload } = input;
  if (upload) {
    if (!(PROFILE_PHOTO_MIME_TYPES as readonly string[]).includes(upload.mimeType)) return messages.profilePhotoType;
    return upload.bytes > MAX_UPLOAD_BYTES ? messages.pictureTooLarge : null;
  }
  const avatar = input.avatar?.trim() ?? '';
  return isBuiltInAvatar(avatar) ? null : messages.profilePhotoRequired;
}

/** The web serves the ten avatars as static files at this path. */
export function avatarUrl(name: BuiltInAvatar): string {
  return `/avatars/${name}.svg`;
}

export function profilePhotoUrl(profile: ProfilePhoto): string {
  return profile.kind === 'avatar' ? avatarUrl(profile.name) : uploadUrl(profile.image.file);
}

/** Field errors for the files of a listing submission (`pictures`, `profile`). */
export function listingUploadErrors(
  kind: ListingKind,
  uploads: { readonly pictures: readonly UploadInfo[]; readonly profile: ProfilePhotoInput },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const pictures = checkListingPictures(kind, uploads.pictures);
  if (pictures) errors.pictures = pictures;
  const profile = checkProfilePhoto(uploads.profile);
  if (profile) errors.profile = profile;
  return errors;
}
