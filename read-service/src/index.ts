export { createReadRouter, type ReadDeps } from './app.js';
export { CheckpointWatch, type CheckpointWatchOptions } from './checkpoint-watch.js';
export { listenForCheckpoints } from './checkpoint-notifications.js';
export { listingPriceFigures, type ListingPriceFigures } from './insights/rent-figures.js';
