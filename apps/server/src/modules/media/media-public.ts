// What other modules may use of this one (docs/architecture.md#server-modules).
export { mediaPlugin } from './media-plugin';
