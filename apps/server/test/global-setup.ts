import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '#db/database';

// initdb in WebAssembly costs seconds; a migrated database dumped once and loaded by
// each test file costs a few hundred milliseconds (docs/stack-notes.md#pglite-start-up-cost).
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres') return;
  const handle = await openPglite();
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
