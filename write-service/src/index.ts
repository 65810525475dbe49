export { createWriteRouter, type WriteDeps } from './app.js';
export { ImageStore, processImage, sweepStaleIncoming, sweepOrphanImages } from './uploads/index.js';
export { translateWriteErrors } from './translate-errors.js';
export { PictureHashIndex } from './listings/duplicates/picture-hash-index.js';
export { followPictureHashes } from './listings/duplicates/follow-picture-hashes.js';
export { PAYMENT_WEBHOOK_PATH, TEST_CHECKOUT_PATH } from './payments/index.js';
export { userIdOf } from './users/user-identity.js';
export { priceFlagReactor, reactToPrices, judgePrice, PRICE_FLAG_LOCK_KEY, type PriceFlagDeps, type PriceFigures, type AreaFigures, type PriceFlagEffect } from './listings/price-flags/price-flag-reactor.js';
export { alertsReactor, reactToListings, searchMatchKey, ALERTS_LOCK_KEY, type AlertEffect, type AlertReads, type AlertsDeps } from './following/alerts-reactor.js';
