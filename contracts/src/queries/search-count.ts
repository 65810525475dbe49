/**
 * A search counts its matches up to this many and stops: a count that reached it reads '1,000+',
 * as marketplaces show it, and costs a first page at most this many rows however many match.
 * A module of its own, free of the query schemas, so a page that only words a count does not
 * load zod with it.
 */
export const SEARCH_COUNT_CAP = 1000;
