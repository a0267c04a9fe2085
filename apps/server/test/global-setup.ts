import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '#db/database';
import { adminStatement, databaseUrl } from './postgres-server';

// A migrated database made once per run, that each test file copies: initdb in WebAssembly
// costs seconds and migrating costs about a second, where loading a dump (PGlite) or
// cloning a template (PostgreSQL) costs a few hundred milliseconds
// (docs/stack-notes.md#pglite-start-up-cost, #test-speed).
export default async function setup(project: TestProject) {
  const onPostgres =
    process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres';
  return onPostgres ? postgresTemplate(project) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const handle = await openPglite();
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const name = `labo_template_${randomBytes(6).toString('hex')}`;
  await adminStatement(`create database ${name}`);
  // Migrated, then closed: a database is cloned only while no one is connected to it.
  await (await openPostgres(databaseUrl(name), { max: 1 })).close();
  project.provide('postgresTemplate', name);
  return () => adminStatement(`drop database if exists ${name} with (force)`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
