/**
 * @kamra/contracts/search: how a results page's address reads as a search, shared by the web
 * client's page and the server's first view of it.
 */
export * from './search-filters';
export * from './results-address';
export * from './results-summary';
export { searchResultPath, type ListedKind } from '../web-paths';
