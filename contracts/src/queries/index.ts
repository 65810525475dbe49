/**
 * @kamra/contracts/queries: the query strings of the read routes (search, the admins' user
 * directory), apart from the command bodies: a query asks, it never changes anything.
 */
export * from './search-query';
export * from './admin-queries';
export * from './insights-query';
export * from './saved-search';
