import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 in development; the dev server forwards
// every server-owned path to it so the SPA can call relative URLs (SPEC §7) in dev and prod.
const apiTarget = 'http://localhost:3000';
const serverPaths = ['/exposed', '/api', '/post', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, apiTarget])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server serves /assets/* with a long immutable cache: file names must be hashed.
    assetsDir: 'assets',
    rolldownOptions: {
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|@emotion|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
