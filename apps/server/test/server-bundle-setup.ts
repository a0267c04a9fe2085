import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../build/bundle-server';

/**
 * The server bundled as `npm run build` bundles it, for the tests that start it as a process
 * (server-process.ts). Each run writes its own, in a folder from which Node finds the
 * server's libraries, so that runs side by side and `npm start` never share one.
 */
export default async function setup(project: TestProject) {
  const cache = path.resolve(import.meta.dirname, '../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'server-bundle-'));
  await bundleServer(outDir);
  project.provide('serverBundle', path.join(outDir, 'main.js'));
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: string;
  }
}
