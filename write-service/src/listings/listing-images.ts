/**
 * The pictures and profile photo of one submission: checked from their bytes, then processed
 * and stored one at a time, and taken back out if the submission does not go through.
 */
import type { ImageRef, ProfilePhoto, UploadInfo } from '@kamra/contracts/uploads';
import { ValidationError } from '@kamra/platform';
import {
  ImageRejected, LISTING_PICTURE_FORMATS, PROFILE_PHOTO_FORMATS, processImage, sniffImageFormat,
  type ImageFormat, type ImageStore,
} from '../uploads/index.js';

/** Type from the bytes, never the file name or the declared content type. */
export function uploadInfo(file: { buffer: Buffer; size: number }): UploadInfo {
  const format = sniffImageFormat(file.buffer);
  return { mimeType: format === undefined ? 'application/octet-stream' : `image/${format}`, bytes: file.size };
}

export interface StoredListingImages {
  pictures: ImageRef[];
  profile: ProfilePhoto;
  /** Removes what this request wrote, except files named in `keep` (already used by a listing). */
  discard(keep?: ReadonlySet<string>): Promise<void>;
}

/** Either everything is stored, or nothing this request wrote is left behind. */
export async function storeListingImages(
  images: ImageStore,
  files: { pictures: readonly Buffer[]; profile: Buffer | null },
  avatar: Extract<ProfilePhoto, { kind: 'avatar' }>['name'] | null,
): Promise<StoredListingImages> {
  const saved: ImageRef[] = [];
  const discard = async (keep: ReadonlySet<string> = new Set()): Promise<void> => {
    for (const ref of saved) if (!keep.has(ref.file)) await images.remove(ref);
  };
  const store = async (bytes: Buffer, formats: readonly ImageFormat[], field: string): Promise<ImageRef> => {
    const ref = await images.save(await processed(bytes, formats, field));
    saved.push(ref);
    return ref;
  };
  try {
    const pictures: ImageRef[] = [];
    // One at a time: decoding holds a whole image in memory.
    for (const bytes of files.pictures) pictures.push(await store(bytes, LISTING_PICTURE_FORMATS, 'pictures'));
    const profile: ProfilePhoto | null = files.profile
      ? { kind: 'upload', image: await store(files.profile, PROFILE_PHOTO_FORMATS, 'profile') }
      : avatar === null ? null : { kind: 'avatar', name: avatar };
    // The form check runs before this, so a missing photo here is a caller's mistake.
    if (profile === null) throw new Error('storeListingImages needs a profile file or an avatar name');
    return { pictures, profile, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

async function processed(bytes: Buffer, formats: readonly ImageFormat[], field: string) {
  try {
    return await processImage(bytes, { allowedFormats: formats });
  } catch (error) {
    if (error instanceof ImageRejected) throw new ValidationError(error.message, { [field]: error.message });
    throw error;
  }
}
