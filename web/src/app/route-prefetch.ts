import { routePaths } from '@kamra/contracts/web-paths';
import { i18n } from '../i18n';
import { startListingEarly } from '../lib/api/get-listing';
import { startListingsEarly } from '../lib/api/get-listings';
import { appEarlyRequests } from '../lib/early-requests';
import { HomePage, ListingDetailPage, SearchResultPage } from './routes';

const listingPaths = Object.values(routePaths.listing).map((pattern) => new RegExp(`^${pattern.replace(':id', '([^/]+)')}/?$`));

/**
 * On a first visit the opened page's code, its texts and its data would otherwise be asked for
 * one after another (the chunk, then the namespace it suspends on, then the request its effect
 * sends): three round trips of a slow mobile link before its largest paint. For the pages a
 * visitor lands on from a search engine or a shared link, all three start here, at once,
 * while the entry chunk is still starting React. The texts wait for the reader's language.
 */
/**
 * Resolves once the landing page's code and texts are in (at once for any other page), so a
 * first view the server wrote can stay until the app can show the same page in its place; it
 * never rejects: a download that failed is the page's to report when it renders.
 */
export function prefetchLandingPage(location: Pick<Location, 'pathname' | 'search'>, language: Promise<unknown>): Promise<void> {
  // Only a head start: a URL it cannot read (a malformed %-escape) must not stop the app from starting.
  try {
    return prefetch(location, language).then(() => undefined, () => undefined);
  } catch {
    // The page asks for what it needs itself when it mounts.
    return Promise.resolve();
  }
}

function prefetch({ pathname, search }: Pick<Location, 'pathname' | 'search'>, language: Promise<unknown>): Promise<unknown> {
  const texts = (namespace: string) => language.then(() => i18n.loadNamespaces(namespace)).catch(() => undefined);
  if (pathname === routePaths.home) {
    // The home page's two featured sliders, as FeaturedListings asks for them.
    startListingsEarly({ kind: 'room', location: 'all' });
    startListingsEarly({ kind: 'roommate', location: 'all' });
    return Promise.all([HomePage.preload(), texts('home')]);
  }
  if (pathname === routePaths.searchResult) {
    const results = import('../features/search/first-results').then((module) => module.startFirstResultsEarly(search), () => undefined);
    // Without a first view the page may render before this code is in; it then waits for the start.
    appEarlyRequests.decide(results);
    return Promise.all([SearchResultPage.preload(), texts('search'), results]);
  }
  for (const listingPath of listingPaths) {
    const id = listingPath.exec(pathname)?.[1];
    if (id === undefined) continue;
    // The listing too: the page would show its loading state in place of the server's view.
    return Promise.all([ListingDetailPage.preload(), texts('listings'), startListingEarly(decodeURIComponent(id))]);
  }
  return Promise.resolve();
}
