// What other modules may use of this one (docs/architecture.md#server-modules).

export { announceCatalogChange } from './catalog-changes';
export { catalogPlugin } from './catalog-plugin';
