export { createWriteRouter, type WriteDeps } from './app.js';
export { ImageStore, processImage } from './uploads/index.js';
export { translateWriteErrors } from './translate-errors.js';
