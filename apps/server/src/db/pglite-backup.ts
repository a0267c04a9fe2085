import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './database';
import { acquireDataDirLock } from './pglite-lock';

// Backup and restore of the embedded database (docs/reliability.md#backup-and-restore):
// PGlite's own dump of its data folder, a gzipped tar. Both take the data folder's lock,
// so they refuse to run while a server holds the database (DataDirLockedError).

/** The folder the server opens inside DATA_DIR (database.ts). */
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether `dataDir` holds an embedded database (one the server created). */
export const hasPgliteDatabase = (dataDir: string): boolean =>
  fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

/** Writes the database of `dataDir` to `file`, whole or not at all. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(pgliteFolder(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the database of `dataDir` with the one of `file`. The backup is opened in a
 * folder of its own first, so an unreadable file leaves the database as it was; the
 * replaced database is kept beside, under the name returned.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  const backup = new Blob([fs.readFileSync(file)]);
  const release = acquireDataDirLock(dataDir);
  const incoming = path.join(dataDir, 'pglite.restoring');
  try {
    fs.rmSync(incoming, { recursive: true, force: true });
    const client = await PGlite.create(incoming, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: backup,
    });
    try {
      await client.query('select 1');
      await client.exec('CHECKPOINT');
    } finally {
      await client.close();
    }
    const current = pgliteFolder(dataDir);
    let kept: string | null = null;
    if (fs.existsSync(current)) {
      kept = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(current, kept);
    }
    fs.renameSync(incoming, current);
    return kept;
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
