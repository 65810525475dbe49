import { routePaths } from '@kamra/contracts/web-paths';
import { i18n } from '../i18n';
import { startListingEarly } from '../lib/api/get-listing';
import { startListingsEarly } from '../lib/api/get-listings';
import { HomePage, ListingDetailPage, SearchResultPage } from './routes';

const listingPaths = Object.values(routePaths.listing).map((pattern) => new RegExp(`^${pattern.replace(':id', '([^/]+)')}/?$`));

/**
 * On a first visit the opened page's code, its texts and its data would otherwise be asked for
 * one after another (the chunk, then the namespace it suspends on, then the request its effect
 * sends): three round trips of a slow mobile link before its largest paint. For the pages a
 * visitor lands on from a search engine or a shared link, all three start here, at once,
 * while the entry chunk is still starting React. The texts wait for the reader's language.
 */
export function prefetchLandingPage(location: Pick<Location, 'pathname' | 'search'>, language: Promise<unknown>): void {
  // Only a head start: a URL it cannot read (a malformed %-escape) must not stop the app from starting.
  try {
    prefetch(location, language);
  } catch {
    // The page asks for what it needs itself when it mounts.
  }
}

function prefetch({ pathname, search }: Pick<Location, 'pathname' | 'search'>, language: Promise<unknown>): void {
  const texts = (namespace: string) => void language.then(() => i18n.loadNamespaces(namespace)).catch(() => undefined);
  if (pathname === routePaths.home) {
    void HomePage.preload();
    texts('home');
    // The home page's two featured sliders, as FeaturedListings asks for them.
    startListingsEarly({ kind: 'room', location: 'all' });
    startListingsEarly({ kind: 'roommate', location: 'all' });
    return;
  }
  if (pathname === routePaths.searchResult) {
    void SearchResultPage.preload();
    texts('search');
    void import('../features/search/first-results').then((module) => module.startFirstResultsEarly(search), () => undefined);
    return;
  }
  for (const listingPath of listingPaths) {
    const id = listingPath.exec(pathname)?.[1];
    if (id === undefined) continue;
    void ListingDetailPage.preload();
    texts('listings');
    startListingEarly(decodeURIComponent(id));
    return;
  }
}
