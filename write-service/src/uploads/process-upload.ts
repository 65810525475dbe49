import { MAX_REQUEST_DECODE_BYTES } from './decode-cost.js';
import { imageDecodeSlots } from './decode-slots.js';
import { ImageRejected } from './image-rejected.js';
import { checkImage, processImage, type ProcessedImage, type ProcessImageOptions } from './process-image.js';
import { readSpooled, type SpooledFile } from './spooled-uploads.js';

export interface UploadOptions extends ProcessImageOptions {
  /** Who sent the upload (the signed-in user's id): decode slots are shared fairly among them. */
  requester: string;
}

/**
 * The checks of a spooled upload that decode nothing (size, type, header, decode cost), read
 * from its first bytes and its header on disk; answers what decoding it will cost.
 */
export function checkUpload(file: SpooledFile, options: ProcessImageOptions = {}): Promise<number> {
  return checkImage({ size: file.size, head: file.head, source: file.path }, options);
}

/**
 * Refuses a request whose images, each within its own budget, would together hold a decode slot
 * for many seconds. Checked on the costs from checkUpload, before any of them is decoded.
 */
export function checkRequestDecodeCost(costs: readonly number[], maxBytes = MAX_REQUEST_DECODE_BYTES): void {
  if (costs.reduce((sum, cost) => sum + cost, 0) > maxBytes) throw ImageRejected.requestTooCostly();
}

/**
 * A spooled upload through the image pipeline. Its bytes are read only once a decode slot is
 * free, so the uploads waiting for one cost disk, not memory; the cheap checks come first.
 */
export async function processUpload(file: SpooledFile, options: UploadOptions): Promise<ProcessedImage> {
  // The header again (a millisecond): its cost decides which slots the decode may take.
  const cost = await checkUpload(file, options);
  return imageDecodeSlots.run(options.requester, cost, async () => processImage(await readSpooled(file), options));
}
