import fs from 'node:fs';
import path from 'node:path';
import { processRuns } from '#http/process-runs';

// PGlite has no lock of its own: two processes opening one data folder corrupt it
// (docs/stack-notes.md#pglite-locking). The first process writes its pid into a lock file created
// with O_EXCL; a later one refuses to start unless that pid is gone (stale lock).

export class DataDirLockedError extends Error {
  readonly dataDir: string;

  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is already used by process ${holderPid}. ` +
        'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL for PostgreSQL).',
    );
    this.dataDir = path.dirname(lockFile);
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processRuns(holder)) {
        throw new DataDirLockedError(lockFile, holder);
      }
      // Stale lock left by a process that died: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
