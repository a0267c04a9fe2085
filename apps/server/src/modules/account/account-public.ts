// What other modules may use of this one (docs/architecture.md#server-modules).
export { accountPlugin } from './account-plugin';
