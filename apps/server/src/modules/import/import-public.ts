// What other modules may use of this one (docs/architecture.md#server-modules).
export { importPlugin } from './import-plugin';
export { type ImportResult, importOxygene } from './oxygene-import';
