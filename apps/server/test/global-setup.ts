import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '#db/database';
import { adminStatement, databaseUrl } from './postgres-server';

// A migrated database made once (per run on PostgreSQL, kept between runs for PGlite), that
// each test file copies: initdb in WebAssembly costs seconds and migrating costs about a
// second, where loading a dump (PGlite) or cloning a template (PostgreSQL) costs a few hundred
// milliseconds (docs/stack-notes.md#pglite-start-up-cost, #test-speed).
export default async function setup(project: TestProject) {
  const onPostgres =
    process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres';
  return onPostgres ? postgresTemplate(project) : pgliteTemplate(project);
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE_CACHE = path.resolve(serverDir, '../../node_modules/.cache/labo-pglite-template');

/**
 * What the migrated database depends on: the migrations, the code that opens the database
 * (its extensions) and PGlite's version. A change to any of them makes a new template.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(serverDir, 'src/db/migrations');
  const files = fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of [
    ...files.map((name) => path.join(migrations, name)),
    path.join(serverDir, 'src/db/database.ts'),
  ]) {
    if (fs.statSync(file).isFile()) hash.update(file).update(fs.readFileSync(file));
  }
  // The package's own package.json, which its exports do not list.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The dump is kept between runs (initdb and the migrations cost seconds of a run that waits
 * for them): the next run with the same key loads it as it is.
 */
async function pgliteTemplate(project: TestProject) {
  const file = path.join(TEMPLATE_CACHE, `template-${templateKey()}.tar`);
  if (!fs.existsSync(file)) {
    const handle = await openPglite();
    const dump = await handle.client.dumpDataDir('none');
    await handle.close();
    fs.rmSync(TEMPLATE_CACHE, { recursive: true, force: true });
    fs.mkdirSync(TEMPLATE_CACHE, { recursive: true });
    // Renamed into place: a run that stops halfway leaves no half-written template.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
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
