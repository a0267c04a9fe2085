// What other modules may use of this one (docs/architecture.md#server-modules).
export { seoPlugin } from './seo-plugin';
