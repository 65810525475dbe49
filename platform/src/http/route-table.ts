/**
 * Which service answers which request when the services run apart behind a reverse proxy: the
 * one table the shipped proxy configuration (deploy/Caddyfile) is generated from, and that a
 * test holds every route of the write and read services against. The first rule that matches
 * decides; a request no rule matches is a file of the built client when the proxy has one by
 * that name, else a page, which the read service answers with its head and status (robots.txt,
 * the sitemaps and share pictures among them).
 */

export type Upstream = 'write' | 'read';

export interface RouteRule {
  to: Upstream;
  /** Upper-case methods, or 'any'. */
  methods: readonly string[] | 'any';
  /** Exact paths, or prefixes ending in `/*` (Caddy's path matcher: case-insensitive). */
  paths: readonly string[];
  why: string;
}

export const BOOST_PACKAGES_PATH = '/api/boost-packages';
export const DEV_OUTBOX_PATH = '/api/dev/outbox';
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const PAYMENTS_PREFIX = '/api/payments';

const COMMAND_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const ROUTE_TABLE: readonly RouteRule[] = [
  {
    to: 'write',
    methods: 'any',
    paths: ['/auth/*', `${PAYMENTS_PREFIX}/*`, UNSUBSCRIBE_PATH, '/uploads/*'],
    why: 'sign-in, payments with the test checkout pages, unsubscribe links, and the stored pictures (from whatever storage the write service has)',
  },
  {
    to: 'write',
    methods: ['GET', 'HEAD'],
    paths: [BOOST_PACKAGES_PATH, DEV_OUTBOX_PATH],
    why: 'answers the write side keeps itself: the boost packages and the dev outbox',
  },
  { to: 'write', methods: COMMAND_METHODS, paths: ['/api/*'], why: 'commands' },
  { to: 'read', methods: 'any', paths: ['/api/*'], why: 'queries' },
];

/** What the proxy does with a request: one of the services, or a file of the built client. */
export type Destination = Upstream | 'client-file';

function pathMatches(pattern: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const wanted = pattern.toLowerCase();
  return wanted.endsWith('*') ? path.startsWith(wanted.slice(0, -1)) : path === wanted;
}

export function ruleFor(method: string, pathname: string): RouteRule | null {
  return ROUTE_TABLE.find((rule) =>
    (rule.methods === 'any' || rule.methods.includes(method.toUpperCase()))
    && rule.paths.some((pattern) => pathMatches(pattern, pathname))) ?? null;
}

/** Where the proxy sends a request; `isClientFile` says whether the built client has a file at that path. */
export function destinationOf(method: string, pathname: string, isClientFile: (pathname: string) => boolean): Destination {
  const rule = ruleFor(method, pathname);
  if (rule) return rule.to;
  return isClientFile(pathname) ? 'client-file' : 'read';
}
