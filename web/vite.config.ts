import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { landingPreloads } from './build/landing-preloads.ts';
import { HEADED_PAGES } from './build/headed-pages.ts';
import { pageHeads } from './build/page-heads.ts';
import { precompress } from './build/precompress.ts';
import { reportBundleSize } from './build/report-bundle-size.ts';

// The API, the sign-in round trip, uploaded images and the health check are all served by
// the runtime on port 3000; in development Vite forwards them so the client keeps one origin.
const backend = process.env['KAMRA_BACKEND_URL'] ?? 'http://localhost:3000';
const backendRoutes: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/auth', '/uploads', '/healthz'].map((prefix) => [
    `^${prefix}(/|\\?|$)`,
    { target: backend, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [
    react(),
    reportBundleSize({
      label: 'home route',
      routeModule: 'src/features/home/pages/HomePage.tsx',
      limitKb: 170,
    }),
    // The pages a visitor opens from outside; the server names their chunks in the page's head,
    // and writes the first view of the home page, search results and a listing with the texts of its locale files.
    landingPreloads([
      { name: 'home', routeModule: 'src/features/home/pages/HomePage.tsx', namespaces: ['home'], serverTexts: ['common', 'home'] },
      { name: 'search', routeModule: 'src/features/search/pages/SearchResultPage.tsx', namespaces: ['search'], serverTexts: ['common', 'search', 'options'] },
      { name: 'listing', routeModule: 'src/features/listings/pages/ListingDetailPage.tsx', namespaces: ['listings'], serverTexts: ['common', 'listing', 'listings'] },
    ]),
    // The public pages without a listing or blog of their own: the server writes their title and
    // description in the reader's language, as each page sets them.
    pageHeads(HEADED_PAGES),
    precompress(),
  ],
  server: { proxy: backendRoutes },
  preview: { proxy: backendRoutes },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
