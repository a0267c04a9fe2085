import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The build's configuration (Preact's compat aliases, the parsed VITE_* constant) plus what
// running in Node needs.
export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    resolve: {
      alias: [
        // MUI imports this CommonJS file and maps it to the ES one with its "browser" field,
        // which the build follows and Node does not: the same mapping for the tests.
        {
          find: 'react-transition-group/cjs/TransitionGroupContext.js',
          replacement: 'react-transition-group/esm/TransitionGroupContext.js',
        },
      ],
      // ES builds first: a CommonJS build's require() would bypass the aliases.
      mainFields: ['module', 'main'],
      conditions: ['module', 'import', 'development'],
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // A file's first test also evaluates MUI, inlined below: seconds on a busy 2-core box.
      testTimeout: 15_000,
      // Every library that imports React goes through Vite's resolver, so that it gets
      // Preact's compat layer as in the build (one runtime per test, decision 007). The
      // list is that of the packages depending on react (npm ls react).
      server: {
        deps: {
          inline: [
            /@testing-library[\\/]react/,
            /@mui[\\/]/,
            /@emotion[\\/]/,
            /react-router/,
            /react-transition-group/,
            /@tanstack[\\/]react-/,
            /react-hook-form/,
            /@hookform[\\/]/,
          ],
        },
      },
    },
  }),
);
