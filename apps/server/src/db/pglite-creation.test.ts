import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { createPgliteOutOfProcess } from './pglite-creation';
import { acquireDataDirLock } from './pglite-lock';

const folders: string[] = [];
const newFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-creation-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// The embedded database only: the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'createPgliteOutOfProcess (decision 017)',
  () => {
    it('creates and migrates the database in a child process, then leaves it alone', async () => {
      const dir = newFolder();
      expect(await createPgliteOutOfProcess(dir)).toBe(true);
      expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
      const handle = await openPglite({ dataDir: dir });
      try {
        const [row] = await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`information_schema.tables where table_name = 'articles'`);
        expect(row?.n).toBe(1);
      } finally {
        await handle.close();
      }
      const stamp = fs.statSync(path.join(dir, 'pglite', 'PG_VERSION')).mtimeMs;
      expect(await createPgliteOutOfProcess(dir)).toBe(true);
      expect(fs.statSync(path.join(dir, 'pglite', 'PG_VERSION')).mtimeMs).toBe(stamp);
    }, 120_000);

    it('answers false when another process holds the folder, which the caller then reports', async () => {
      const dir = newFolder();
      const release = acquireDataDirLock(dir);
      try {
        expect(await createPgliteOutOfProcess(dir)).toBe(false);
      } finally {
        release();
      }
    }, 60_000);
  },
);
