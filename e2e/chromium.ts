import { existsSync } from 'node:fs';

/**
 * The Chromium the journeys and the benchmark start: `CHROMIUM_PATH` when set, else Debian's
 * at /usr/bin/chromium when installed, else undefined so that Playwright starts its own
 * (`npx playwright install chromium` on a developer's laptop). See
 * docs/stack-notes.md#chromium-flags.
 */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// The flags this closed network needs (docs/stack-notes.md#chromium-flags).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
