import { withoutTrailingSlashes } from '@kamra/contracts/web-paths';

export const PRODUCT_NAME = 'Kamra';

/** Every page title carries the product name and a vertical bar as prefix. */
export const pageTitle = (title: string): string => `${PRODUCT_NAME} | ${title}`;

/** Canonical address of a page: origin plus path, without query or hash. */
export const canonicalUrl = (origin: string, pathname: string): string =>
  `${withoutTrailingSlashes(origin)}/${pathname.replace(/^\/+/, '')}`;
