import { LISTING_KINDS, type ListingKind } from '@kamra/contracts/options';
import { routePaths } from '@kamra/contracts/web-paths';

/**
 * What a request path is to the server, read from the client's own route patterns: a listing's
 * page (any of its addresses), a blog's, another page the client knows, or nothing the client
 * would show but its 404 page. Paths match case-insensitively, as wouter matches them.
 */
export type PagePath =
  | { type: 'listing'; kind: ListingKind; id: string; private: boolean }
  | { type: 'blog'; id: string }
  /** `route`: the client's route pattern the path matched (as routePaths names it). */
  | { type: 'page'; private: boolean; route: string }
  | { type: 'not-found' };

interface Pattern {
  route: string;
  regex: RegExp;
  /** Signed-in or admin areas: never indexed, whatever they show. */
  private: boolean;
  /** A nested area (the admin dashboard) routes everything under it itself. */
  nest: boolean;
}

function compile(pattern: string, options: { private?: boolean; nest?: boolean } = {}): Pattern {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const nest = options.nest ?? false;
  return { route: pattern, regex: new RegExp(`^${body === '' ? '/' : body}${nest ? '(?:/.*)?' : '/?'}$`, 'i'), private: options.private ?? false, nest };
}

const listingPatterns = LISTING_KINDS.flatMap((kind) => [
  { kind, pattern: compile(routePaths.listing[kind]) },
  { kind, pattern: compile(routePaths.advanceListing[kind]) },
  { kind, pattern: compile(routePaths.myListing[kind], { private: true }) },
]);

const blogPatterns = [compile(routePaths.blog), compile(routePaths.advanceBlog)];

const privatePages = new Set<string>([
  routePaths.userReviews, routePaths.advanceSearch, routePaths.myListings, routePaths.boostSuccess,
  ...Object.values(routePaths.advanceResults), ...Object.values(routePaths.listWizard),
  ...Object.values(routePaths.editListing), routePaths.devOutbox, routePaths.saved, routePaths.savedSearches, routePaths.notifications,
]);

/** Every other route of the client, the admin area as a whole; /notFound is the 404 page itself. */
const otherPatterns: Pattern[] = Object.entries(routePaths).flatMap(([name, value]) => {
  if (name === 'listing' || name === 'advanceListing' || name === 'myListing' || name === 'blog' || name === 'advanceBlog' || name === 'notFound') return [];
  if (name === 'admin') return [compile(value as string, { private: true, nest: true })];
  const patterns = typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);
  return patterns.map((pattern) => compile(pattern, { private: privatePages.has(pattern) }));
});

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function pagePathOf(pathname: string): PagePath {
  for (const { kind, pattern } of listingPatterns) {
    const match = pattern.regex.exec(pathname);
    const id = match?.[1] !== undefined ? decoded(match[1]) : null;
    if (id !== null) return { type: 'listing', kind, id, private: pattern.private };
  }
  for (const pattern of blogPatterns) {
    const match = pattern.regex.exec(pathname);
    const id = match?.[1] !== undefined ? decoded(match[1]) : null;
    if (id !== null) return { type: 'blog', id };
  }
  const page = otherPatterns.find((pattern) => pattern.regex.test(pathname));
  return page ? { type: 'page', private: page.private, route: page.route } : { type: 'not-found' };
}
