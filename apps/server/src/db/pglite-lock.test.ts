import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { serverArguments } from '#test/server-process';
import { pgliteTemplate } from '#test/test-database';
import { openPglite } from './database';
import { acquireDataDirLock, DataDirLockedError } from './pglite-lock';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // Simulate another live process: our parent's pid.
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('makes a second server on the same folder exit with a clear message', {
    timeout: 120_000,
  }, async () => {
    const dir = tempDir();
    // A copy of the migrated database: initdb is not what this test is about.
    const first = await openPglite({ dataDir: dir, loadDataDir: pgliteTemplate() });
    try {
      const second = run(process.execPath, serverArguments(), {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', NODE_ENV: 'test', LOAD_DEMO: 'false' },
      });
      await expect(second).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`already used by process ${process.pid}`),
      });
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
