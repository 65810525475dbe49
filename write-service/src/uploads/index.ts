export {
  BLOG_IMAGE_FORMATS,
  LISTING_PICTURE_FORMATS,
  PROFILE_PHOTO_FORMATS,
  sniffImageFormat,
  type ImageFormat,
} from './image-format.js';
export { ImageRejected, type ImageRejectedCode } from './image-rejected.js';
export { PictureStore, isStoredImageName, type ImageRef } from './image-store.js';
export {
  MAX_INPUT_PIXELS,
  MAX_LONG_SIDE,
  MAX_UPLOAD_BYTES,
  THUMB_LONG_SIDE,
  checkImage,
  processImage,
  type ProcessImageOptions,
  type ProcessedImage,
} from './process-image.js';
export { serveUploads } from './serve-uploads.js';
export { DUPLICATE_MAX_DISTANCE, pictureHash } from './picture-hash.js';
export { checkRequestDecodeCost, checkUpload, processUpload, type UploadOptions } from './process-upload.js';
export { decodeCost, MAX_DECODE_BYTES, MAX_REQUEST_DECODE_BYTES, type ImageHeader } from './decode-cost.js';
export { FairQueue } from './fair-queue.js';
export { DecodeSlots, HEAVY_DECODE_BYTES, imageDecodeSlots } from './decode-slots.js';
export { discardSpooledUploads, discardWhenDone, incomingDir, spoolStorage, spooled, sweepStaleIncoming, type SpooledFile } from './spooled-uploads.js';
export { sweepOrphanImages, ORPHAN_MIN_AGE_MS, type SweepResult } from './sweep-orphan-images.js';
