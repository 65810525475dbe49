import type { ImageRef } from '@kamra/contracts/uploads';
import { ValidationError } from '@kamra/platform';
import { BLOG_IMAGE_FORMATS, ImageRejected, processUpload, type ImageStore, type SpooledFile } from '../uploads/index.js';
import { BLOG_PICTURES_FIELD } from './receive-blog-form.js';

/**
 * Runs every picture through the image pipeline, one at a time (each decode holds a full
 * image in memory), and stores it. Pictures stored before a refused one stay: another blog
 * or listing may already use the same bytes (see ImageStore).
 */
export async function saveBlogPictures(images: ImageStore, pictures: readonly SpooledFile[]): Promise<ImageRef[]> {
  const saved: ImageRef[] = [];
  try {
    for (const file of pictures) saved.push(await images.save(await processUpload(file, { allowedFormats: BLOG_IMAGE_FORMATS })));
    return saved;
  } catch (error) {
    if (error instanceof ImageRejected) throw new ValidationError(error.message, { [BLOG_PICTURES_FIELD]: error.message });
    throw error;
  }
}
