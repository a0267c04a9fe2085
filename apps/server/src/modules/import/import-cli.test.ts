import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { openDatabase, openPglite } from '#db/database';
import { runAsProcess, runInProcess } from '#test/command-runner';
import { pgliteTemplate } from '#test/test-database';
import { importCommand } from './import-command';

// `npm run import` on an embedded database: its work run in the test's process, and once as a
// process of its own, as a person runs it.

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.resolve(here, '../../../test/fixtures/sample-oxygene-export.csv');

let dataDir: string;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-cli-test-'));
  // The migrated template, written into the folder the command opens.
  await (await openPglite({ dataDir, loadDataDir: pgliteTemplate() })).close();
  // INIT_CWD: where a person typed the command, which relative paths are read from.
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: dataDir };
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The command in the test's process; `runAsProcess` where the process itself matters. */
const importCommandRun = (...args: string[]) => runInProcess(importCommand, args, env);

describe('npm run import (docs/product/import.md#check-before-import)', () => {
  it('--check prints what the import would do and writes nothing; a file of garbage is refused', async () => {
    const first = await importCommandRun('--check', SAMPLE);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain(
      "Vérification du fichier « sample-oxygene-export.csv » : rien n'a encore été modifié.",
    );
    expect(first.out).toContain('Articles créés : 33');

    const garbage = path.join(dataDir, 'garbage.csv');
    fs.writeFileSync(
      garbage,
      'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE\nA,B,1,F,S,U\n',
    );
    const refused = await runAsProcess('src/modules/import/import-cli.ts', ['garbage.csv'], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Import refusé : aucune ligne d'article n'est utilisable/);

    // What the database holds afterwards: the refused run, and no article.
    const handle = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    try {
      const [counts] = await handle.db
        .select({
          articles: sql<number>`(select count(*)::int from articles)`,
          runs: sql<string>`(select string_agg(status, ',') from import_runs)`,
        })
        .from(sql`(select 1) as one`);
      expect(counts).toEqual({ articles: 0, runs: 'refused' });
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('applies an import the check warns about only with --confirm-withdrawn and its number', async () => {
    expect((await importCommandRun(SAMPLE)).code).toBe(0);
    const small = path.join(dataDir, 'small.csv');
    fs.writeFileSync(
      small,
      'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE\nS-1;Bécher;1,00;F;S;U\n',
    );
    const refused = await importCommandRun('small.csv');
    expect(refused.code).toBe(1);
    const announced = /le nombre d'articles retirés \((\d+)\)/.exec(refused.err)?.[1];
    expect(Number(announced)).toBeGreaterThan(30);
    expect(refused.err).toMatch(
      /^Import refusé : la vérification du fichier demande une confirmation/m,
    );
    expect(
      (await importCommandRun('--confirm-withdrawn', String(Number(announced) - 1), 'small.csv'))
        .code,
    ).toBe(1);
    const applied = await importCommandRun(`--confirm-withdrawn=${announced}`, 'small.csv');
    expect(applied.code, applied.err).toBe(0);
    expect(applied.out).toContain(`Articles retirés de la vente : ${announced}`);
    expect((await importCommandRun('--check', '--confirm-withdrawn=1', 'small.csv')).code).toBe(2);
  }, 180_000);
});
