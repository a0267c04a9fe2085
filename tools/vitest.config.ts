import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    // The files of a worker share the modules they load, the TypeScript compiler of the
    // repository checks first (docs/stack-notes.md#test-speed).
    isolate: false,
  },
});
