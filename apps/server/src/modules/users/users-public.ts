// What other modules may use of this one (docs/architecture.md#server-modules).
export { usersPlugin } from './users-plugin';
