// What other modules may use of this one (docs/architecture.md#server-modules).
export { catalogPlugin } from './catalog-plugin';
