import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions without state: the files of a worker share the modules they load (zod,
    // the schemas) instead of importing them again each (docs/stack-notes.md#test-speed).
    isolate: false,
  },
});
