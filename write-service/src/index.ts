export { createWriteRouter, type WriteDeps } from './app.js';
export { ImageStore, processImage } from './uploads/index.js';
export { translateWriteErrors } from './translate-errors.js';
export { PictureHashIndex } from './listings/duplicates/picture-hash-index.js';
export { followPictureHashes } from './listings/duplicates/follow-picture-hashes.js';
