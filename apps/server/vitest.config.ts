import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // PGlite runs in WebAssembly on the test's thread: give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
