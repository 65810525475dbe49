/** Uploaded images: how they are referenced, served, and how many of which type a form takes. */
import { z } from 'zod';
import { messages } from '../messages';
import type { ListingKind } from '../options';
import { IMAGE_LIMITS, type ImageLimit } from '../rules/listing-rules';

// The listing picture counts are listing rules; upload code finds them here as well.
export { IMAGE_LIMITS, type ImageLimit };

/** Content-addressed file names made by the server; no slashes, so never a path. */
export const UPLOAD_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const imageRefSchema = z.object({
  file: z.string().regex(UPLOAD_FILE_NAME),
  thumb: z.string().regex(UPLOAD_FILE_NAME),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const UPLOADS_PATH = '/uploads/';

export function uploadUrl(file: string): string {
  return UPLOADS_PATH + file;
}

/**
 * The JPEG of a picture's thumbnail (`<hash>-400.webp` -> `<hash>-400.jpg`), for emails: desktop
 * Outlook shows no WebP. The uploads route makes it from the thumbnail the first time it is asked
 * for and keeps it, so pictures stored before it existed have one too.
 */
export function mailThumbName(thumb: string): string {
  return thumb.replace(/\.webp$/, '.jpg');
}

/** Types are decided from the bytes on the server; 'jpg' files are image/jpeg. */
export const PICTURE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROFILE_PHOTO_MIME_TYPES = ['image/jpeg'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Blog pictures are optional (the first is the cover). */
export const BLOG_IMAGE_LIMIT: ImageLimit = { min: 0, max: 10, message: messages.blogPicturesCount };

/** What the server knows about one uploaded file before processing it. */
export interface UploadInfo {
  readonly mimeType: string;
  readonly bytes: number;
}

function isOneOf(types: readonly string[], mimeType: string): boolean {
  return types.includes(mimeType);
}

/** The message for a set of pictures that breaks a rule, or null when they are fine. */
export function checkPictures(limit: ImageLimit, files: readonly UploadInfo[]): string | null {
  if (files.length < limit.min || files.length > limit.max) return limit.message;
  if (files.some((file) => !isOneOf(PICTURE_MIME_TYPES, file.mimeType))) return messages.picturesType;
  if (files.some((file) => file.bytes > MAX_UPLOAD_BYTES)) return messages.pictureTooLarge;
  return null;
}

export function checkListingPictures(kind: ListingKind, files: readonly UploadInfo[]): string | null {
  return checkPictures(IMAGE_LIMITS[kind], files);
}

export function checkBlogPictures(files: readonly UploadInfo[]): string | null {
  return checkPictures(BLOG_IMAGE_LIMIT, files);
}
