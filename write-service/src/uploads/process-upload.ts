import { imageDecodeSlots } from './decode-slots.js';
import { ImageRejected } from './image-rejected.js';
import { MAX_UPLOAD_BYTES, processImage, type ProcessedImage, type ProcessImageOptions } from './process-image.js';
import { readSpooled, type SpooledFile } from './spooled-uploads.js';

/**
 * A spooled upload through the image pipeline. Its bytes are read only once a decode slot is
 * free, so the uploads waiting for one cost disk, not memory.
 */
export async function processUpload(file: SpooledFile, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (file.size > maxBytes) throw ImageRejected.tooLarge(maxBytes);
  return imageDecodeSlots.run(async () => processImage(await readSpooled(file), options));
}
