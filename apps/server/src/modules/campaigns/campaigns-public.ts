// What other modules may use of this one (docs/architecture.md#server-modules).
export { campaignPlugin } from './campaign-plugin';
