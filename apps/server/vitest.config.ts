import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // A worker's files share the modules they load (Fastify, drizzle, zod schemas…) instead of
    // loading them again per file: a third less CPU for the suite. Each file opens its own
    // database and app, so nothing of one test file's state reaches another
    // (docs/stack-notes.md#test-speed).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts', './test/server-bundle-setup.ts'],
    setupFiles: ['./test/setup-each-file.ts'],
    // PGlite runs in WebAssembly on the test's thread: give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
