import type { AppEnv } from './env-schema';

export type { MatomoConfig } from './env-schema';

// Parsed with zod when the app is built (vite.config.ts, env-schema.ts) and written into
// the bundle: a bad value fails the build instead of the visitor's page, and no validation
// code ships for it (docs/decisions/007-preact-compat-and-zod-free-first-page.md). Vite
// replaced VITE_* variables at build time before too; this only moves their check there.
// The only module that reads it.
declare const __APP_ENV__: AppEnv;

export const env: AppEnv = __APP_ENV__;
