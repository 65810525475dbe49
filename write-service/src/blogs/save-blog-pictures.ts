import type { ImageRef } from '@kamra/contracts/uploads';
import { ValidationError } from '@kamra/platform';
import { BLOG_IMAGE_FORMATS, ImageRejected, processImage, type ImageStore } from '../uploads/index.js';
import { BLOG_PICTURES_FIELD } from './receive-blog-form.js';

/**
 * Runs every picture through the image pipeline, one at a time (each decode holds a full
 * image in memory), and stores it. If any picture is refused, the ones already stored for
 * this request are removed again.
 */
export async function saveBlogPictures(images: ImageStore, pictures: readonly Buffer[]): Promise<ImageRef[]> {
  const saved: ImageRef[] = [];
  try {
    for (const bytes of pictures) {
      const processed = await processImage(bytes, { allowedFormats: BLOG_IMAGE_FORMATS });
      saved.push(await images.save(processed));
    }
    return saved;
  } catch (error) {
    await removeBlogPictures(images, saved);
    if (error instanceof ImageRejected) throw new ValidationError(error.message, { [BLOG_PICTURES_FIELD]: error.message });
    throw error;
  }
}

/** Undoes saveBlogPictures when the blog itself could not be recorded. */
export async function removeBlogPictures(images: ImageStore, saved: readonly ImageRef[]): Promise<void> {
  await Promise.all(saved.map((ref) => images.remove(ref)));
}
