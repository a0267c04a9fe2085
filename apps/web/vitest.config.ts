import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The libraries that import React, as the sources import them (`@mui/material`, each MUI
 * icon, `react-router`…). Vitest pre-bundles them once per run with Preact's compat layer in
 * place of React, where each test file used to transform and evaluate MUI's hundreds of
 * modules (docs/stack-notes.md#test-speed). Read from the sources, so that a new icon or a
 * deep import is bundled with the rest. dayjs goes with them: the date pickers' adapter,
 * bundled, must see the French locale the sources register (one dayjs, decision 026).
 */
function reactLibraries(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  const specifier =
    /(?:from|import)\s*\(?\s*['"]((?:@mui|@emotion|@tanstack\/react-|react-router|@testing-library\/react|react-hook-form|@hookform|dayjs)[^'"]*)['"]/g;
  const found = new Set<string>();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, id] of text.matchAll(specifier)) found.add(id as string);
  }
  return [...found].sort();
}

/** Preact's modules standing for React's (the aliases of vite.config.ts, decision 007). */
const preactFor: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Vitest leaves `react` out of the pre-bundled libraries, for Node to load the real one. In
 * the bundles each import of React becomes one of Preact's, and Preact itself stays outside
 * them, loaded by Node like the app's own imports of it: one Preact for the whole test.
 */
const reactToPreactInBundles = {
  name: 'labo:react-to-preact-in-bundles',
  resolveId(id: string) {
    const target = preactFor[id] ?? (/^preact(\/|$)/.test(id) ? id : undefined);
    return target ? { id: target, external: true } : null;
  },
};

/**
 * With the pre-bundling on, Vite marks each node_modules file it resolves with `?v=hash`:
 * Node would then load `compat.mjs?v=hash` for the app beside the bundles' `compat.mjs`, two
 * compat layers. Preact's modules keep their plain paths.
 */
const onePreact: Plugin = {
  name: 'labo:one-preact',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (!/^preact(\/|$)/.test(id)) return null;
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, id: resolved.id.replace(/\?v=\w+$/, '') };
  },
};

// The build's configuration (Preact's compat aliases, the parsed VITE_* constant) plus what
// running in Node needs.
export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    plugins: [onePreact],
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
      // happy-dom: the same tests ran in well under half jsdom's time, whose style and
      // selector matching dominated every role query (docs/stack-notes.md#test-speed).
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Whole-page journeys (a form filled and sent) take one to three seconds on a quiet
      // 2-core machine, several times that when it is busy: 15 s rather than 5 for each test.
      testTimeout: 15_000,
      // expect.poll waits like findBy (setup-tests.ts): 5 s, not 1.
      expect: { poll: { timeout: 5000 } },
      // Test files share a worker's modules: each file no longer evaluates MUI and the app
      // again. Every file starts from an empty device database and page (setup-tests.ts).
      isolate: false,
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: reactLibraries(),
            rolldownOptions: { plugins: [reactToPreactInBundles] },
          },
        },
      },
    },
  }),
);
