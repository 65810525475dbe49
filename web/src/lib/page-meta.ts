import { routePaths, withoutTrailingSlashes } from '@kamra/contracts/web-paths';

export const PRODUCT_NAME = 'Kamra';

/** Every page title carries the product name and a vertical bar as prefix. */
export const pageTitle = (title: string): string => `${PRODUCT_NAME} | ${title}`;

/** Canonical address of a page: origin plus path, without query or hash. */
export const canonicalUrl = (origin: string, pathname: string): string =>
  `${withoutTrailingSlashes(origin)}/${pathname.replace(/^\/+/, '')}`;

/** The client's fixed page addresses (no `:id`), by their spelling in lower case. */
const fixedPages = new Map(
  Object.values(routePaths)
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
    .filter((route) => !route.includes(':'))
    .map((route) => [route.toLowerCase(), route]),
);

/**
 * A fixed page's address as its route spells it. Routes match in any case and with a trailing
 * slash, so '/ABOUTUS/' shows the About page; its canonical is '/aboutUs', as the server's head
 * names it, or search engines would count two pages. Any other path is kept as it is.
 */
export function routeSpelling(pathname: string): string {
  const bare = withoutTrailingSlashes(pathname) || '/';
  return fixedPages.get(bare.toLowerCase()) ?? pathname;
}
