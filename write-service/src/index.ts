export { createWriteRouter, type WriteDeps } from './app.js';
export { ImageStore, processImage, sweepStaleIncoming, sweepOrphanImages } from './uploads/index.js';
export { translateWriteErrors } from './translate-errors.js';
