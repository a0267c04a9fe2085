// What other modules may use of this one (docs/architecture.md#server-modules).
export { searchPlugin } from './search-plugin';
export { SEARCH_RATE_LIMIT } from './search-routes';
