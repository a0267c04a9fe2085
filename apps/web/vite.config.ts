import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Alias, type BuildOptions, defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';
import { catalogueChunk } from './vite-plugins/catalogue-chunk.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { homePagePreload } from './vite-plugins/home-page-preload.ts';
import { shellChunk } from './vite-plugins/shell-chunk.ts';

// The API server (apps/server) listens on 3000 in development; the dev server forwards
// every server-owned path to it so the SPA can call relative URLs
// (docs/product/api-conventions.md#base-address) in dev and prod.
const apiTarget = 'http://localhost:3000';
const serverPaths = ['/exposed', '/api', '/post', '/docs', '/healthz', '/readyz'];

/**
 * React's API served by Preact's compat layer (docs/decisions/007): the same components,
 * libraries and types, with less JavaScript on the first page
 * (docs/performance.md#preacts-compat-layer). The component tests
 * use them too (vitest.config.ts), so what they render is what ships. Exact matches only:
 * a prefix alias on "react" would also catch "react-router".
 */
const reactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router's production build: its package ships one but exports only the development
 * build, which differs by its developer warnings alone, checked at run time and kept in the
 * bundle (docs/performance.md#react-routers-production-build).
 */
const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  ),
};

/**
 * MUI's CSS-variables theme builder, which only themes with CSS variables call: the theme
 * (src/app/theme.ts) has none, so the build takes a stand-in that throws if ever called
 * (decision 007). Matched as MUI's own styles modules import it.
 */
const noCssVariablesTheme: Alias = {
  find: /^\.\/createThemeWithVars\.mjs$/,
  replacement: fileURLToPath(new URL('./src/app/no-css-variables-theme.ts', import.meta.url)),
};

const shell = shellChunk();
const catalogue = catalogueChunk([
  'src/app/routes/home.tsx',
  'src/app/routes/category.tsx',
  'src/app/routes/article-list.tsx',
  'src/app/routes/article.tsx',
]);

/** The server renderer's bundle (src/entry-server.tsx), beside the browser's build. */
const SSR_OUT_DIR = 'dist/ssr';

const ssrBuild: BuildOptions = { outDir: SSR_OUT_DIR, emptyOutDir: true, copyPublicDir: false };

const clientBuild: BuildOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // The server serves /assets/* with a long immutable cache: file names must be hashed.
  assetsDir: 'assets',
  rolldownOptions: {
    // Libraries mark client components with "use client"; meaningless in a SPA bundle.
    onwarn(warning, warn) {
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
    },
    output: {
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
      // The framework every page needs changes far less often than our code: its own
      // chunk stays cached across deployments. Libraries used by a few pages only
      // (MUI components, zod) are left to the default splitting so lazy pages keep them.
      codeSplitting: {
        groups: [
          {
            name: 'framework',
            priority: 2,
            test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query)|@emotion|stylis)[\\/]/,
          },
          // Vite's helper that fetches a lazy module's chunks, which the starter (src/start.ts)
          // needs before the shell, whose modules use it too.
          { name: 'preload-helper', priority: 3, test: /^\0vite\/preload-helper/ },
          { name: 'shell', priority: 1, test: shell.has },
          { name: 'catalogue', priority: 0, test: catalogue.has },
        ],
      },
    },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  // No React plugin: Vite compiles JSX itself, for Preact's compat runtime (decision 007).
  resolve: { alias: [...reactAliases, reactRouterProduction, noCssVariablesTheme] },
  // dist/home.html and page-variants.json: the home page preloads its first banner; the shell
  // and catalogue chunk groups' lists; the chunks every page starts with compiled while they
  // download.
  plugins: isSsrBuild
    ? []
    : [homePagePreload(), shell.plugin, catalogue.plugin, compileHints(['framework', 'shell'])],
  // The server bundle holds its libraries too, so that they get the aliases above: loaded
  // from node_modules, MUI and Emotion would import the real React (decision 027).
  ssr: { noExternal: true },
  // VITE_* variables (and .env files) checked now: a bad value stops the build (env.ts).
  define: {
    // Node does not replace it: the server bundle would run the libraries' development
    // builds, whose class names differ from the browser's.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    __APP_ENV__: JSON.stringify(
      parseEnv(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')),
    ),
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, apiTarget])),
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
}));
