import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));
const viteBin = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

/**
 * The web app built as `npm run build` builds it, browser bundle and server renderer, into
 * a folder of its own (a few seconds): tests of the rendered pages then check what ships.
 * Returns the folder; the caller removes it.
 */
export function buildWebApp(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-web-build-'));
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [viteBin, 'build', '--logLevel', 'error', ...args], {
      cwd: webDir,
      stdio: 'pipe',
    });
  vite('--outDir', outDir, '--emptyOutDir');
  vite('--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, 'ssr'), '--emptyOutDir');
  return outDir;
}
