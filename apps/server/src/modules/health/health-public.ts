// What other modules may use of this one (docs/architecture.md#server-modules).
export { healthPlugin } from './health-plugin';
