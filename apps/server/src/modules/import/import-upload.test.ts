import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';

const created: string[] = [];
afterEach(() => {
  for (const folder of created.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** An upload folder as an import leaves it, owned by process `pid`, holding its file. */
function uploadFolder(name: string): string {
  const folder = path.join(os.tmpdir(), name);
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'upload.csv'), 'CODE;DESIG\n');
  created.push(folder);
  return folder;
}

it('removes at start the uploads of imports killed mid-way, not those of running processes', async () => {
  // A process that has exited: its id names no running process.
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
  const stale = uploadFolder(`labo-import-${deadPid}-Ab12Cd`);
  const older = uploadFolder(`labo-import-Zx9${deadPid % 1000}`);
  // The test runner's parent process runs, as another server would, receiving a file.
  const running = uploadFolder(`labo-import-${process.ppid}-Ef34Gh`);
  const t = await createTestApp();
  try {
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(older)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
  } finally {
    await t.close();
  }
});
