import type { ImageRef } from '@kamra/contracts/uploads';
import { ValidationError } from '@kamra/platform';
import {
  BLOG_IMAGE_FORMATS, ImageRejected, checkRequestDecodeCost, checkUpload, processUpload, type PictureStore, type SpooledFile,
} from '../uploads/index.js';
import { BLOG_PICTURES_FIELD } from './receive-blog-form.js';

/**
 * Runs every picture through the image pipeline, one at a time (each decode holds a full
 * image in memory), and stores it. Every header is checked first, so a picture too dear to
 * decode, or a set of them, is refused before any is decoded. Pictures stored before one that
 * fails to decode stay: another blog or listing may already use the same bytes (see PictureStore).
 * `requester` is the admin's user id, by which decode slots are shared fairly.
 */
export async function saveBlogPictures(images: PictureStore, pictures: readonly SpooledFile[], requester: string): Promise<ImageRef[]> {
  const saved: ImageRef[] = [];
  try {
    const costs: number[] = [];
    for (const file of pictures) costs.push(await checkUpload(file, { allowedFormats: BLOG_IMAGE_FORMATS }));
    checkRequestDecodeCost(costs);
    for (const file of pictures) saved.push(await images.save(await processUpload(file, { allowedFormats: BLOG_IMAGE_FORMATS, requester })));
    return saved;
  } catch (error) {
    if (error instanceof ImageRejected) throw new ValidationError(error.message, { [BLOG_PICTURES_FIELD]: error.message });
    throw error;
  }
}
