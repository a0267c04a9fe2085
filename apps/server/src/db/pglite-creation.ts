import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD_SCRIPT = path.join(here, 'pglite-creation-child.ts');
/** The server package, whose dependencies hold tsx, the child's TypeScript loader. */
const SERVER_ROOT = path.resolve(here, '../..');

/**
 * Creates a new embedded database in a short-lived child process, so that the process
 * which then opens it never holds initdb's memory: PGlite's WebAssembly memory only
 * grows, and initdb takes it to several times what opening a created database needs
 * (decision 017, docs/performance.md#memory-of-a-new-embedded-database). Does nothing when
 * the database exists. Resolves false when the child could not do it (the folder locked by
 * another process…): the caller then creates it itself, and reports any error as it would
 * have.
 */
export async function createPgliteOutOfProcess(dataDir: string): Promise<boolean> {
  if (fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) return true;
  return new Promise((resolve) => {
    const child = fork(CHILD_SCRIPT, [dataDir], {
      cwd: SERVER_ROOT,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
