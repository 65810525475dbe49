/**
 * The pictures and profile photo of one submission: checked from their bytes, then processed
 * and stored one at a time. Stored files stay even if the submission then fails (see PictureStore).
 */
import type { ImageRef, ProfilePhoto, UploadInfo } from '@kamra/contracts/uploads';
import { ValidationError } from '@kamra/platform';
import {
  ImageRejected, LISTING_PICTURE_FORMATS, PROFILE_PHOTO_FORMATS, checkRequestDecodeCost, checkUpload, processUpload,
  sniffImageFormat, type ImageFormat, type PictureStore, type SpooledFile,
} from '../uploads/index.js';

/** Type from the bytes, never the file name or the declared content type. */
export function uploadInfo(file: Pick<SpooledFile, 'head' | 'size'>): UploadInfo {
  const format = sniffImageFormat(file.head);
  return { mimeType: format === undefined ? 'application/octet-stream' : `image/${format}`, bytes: file.size };
}

export interface StoredListingImages {
  pictures: ImageRef[];
  /** Perceptual hash of each picture, same order. */
  pictureHashes: string[];
  profile: ProfilePhoto;
}

export async function storeListingImages(
  images: PictureStore,
  files: { pictures: readonly SpooledFile[]; profile: SpooledFile | null },
  avatar: Extract<ProfilePhoto, { kind: 'avatar' }>['name'] | null,
  requester: string,
): Promise<StoredListingImages> {
  const stored = await storeImages(images, files, avatar, requester);
  // The form check runs before this, so a missing photo here is a caller's mistake.
  if (stored.profile === null) throw new Error('storeListingImages needs a profile file or an avatar name');
  return { ...stored, profile: stored.profile };
}

/**
 * The same checks and processing for an edit, where the profile photo may stay as it is
 * (`profile` null: neither a file nor an avatar was sent).
 */
export async function storeImages(
  images: PictureStore,
  files: { pictures: readonly SpooledFile[]; profile: SpooledFile | null },
  avatar: Extract<ProfilePhoto, { kind: 'avatar' }>['name'] | null,
  requester: string,
): Promise<Omit<StoredListingImages, 'profile'> & { profile: ProfilePhoto | null }> {
  // Every file's header first: an image too dear to decode, or a set of them, is refused
  // before any decoding starts or any slot is taken.
  const costs: number[] = [];
  for (const file of files.pictures) costs.push(await asFieldError('pictures', () => checkUpload(file, { allowedFormats: LISTING_PICTURE_FORMATS })));
  if (files.profile) {
    const profile = files.profile;
    costs.push(await asFieldError('profile', () => checkUpload(profile, { allowedFormats: PROFILE_PHOTO_FORMATS })));
  }
  await asFieldError('pictures', async () => checkRequestDecodeCost(costs));

  const pictureHashes: string[] = [];
  const store = async (file: SpooledFile, formats: readonly ImageFormat[], field: string): Promise<ImageRef> => {
    const image = await asFieldError(field, () => processUpload(file, { allowedFormats: formats, requester }));
    if (field === 'pictures') pictureHashes.push(image.hash);
    return images.save(image);
  };
  const pictures: ImageRef[] = [];
  // One at a time: decoding holds a whole image in memory.
  for (const file of files.pictures) pictures.push(await store(file, LISTING_PICTURE_FORMATS, 'pictures'));
  const profile: ProfilePhoto | null = files.profile
    ? { kind: 'upload', image: await store(files.profile, PROFILE_PHOTO_FORMATS, 'profile') }
    : avatar === null ? null : { kind: 'avatar', name: avatar };
  return { pictures, pictureHashes, profile };
}

async function asFieldError<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageRejected) throw new ValidationError(error.message, { [field]: error.message });
    throw error;
  }
}
