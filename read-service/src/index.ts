export { createReadRouter, type ReadDeps } from './app.js';
export { CheckpointWatch, type CheckpointWatchOptions } from './checkpoint-watch.js';
export { listenForCheckpoints } from './checkpoint-notifications.js';
export { pageRoutes, type PageRoutesDeps } from './pages/page-routes.js';
export { sendShell } from './pages/page-language.js';
export { PAGE_MAX, PAGE_SPLIT, sitemapPages, writeSitemapPage, type SitemapPage } from './pages/sitemap.js';
export { listingAreaFigures, type ListingAreaFigures } from './insights/rent-figures.js';
export { savedSearchQuery } from './following/following-queries.js';
export { alertListing, dailyDigests, keepersOf, searchesMatching } from './following/alert-queries.js';
