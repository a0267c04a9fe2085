import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { openDatabase } from '#db/database';

// `npm run import`, run as a person runs it: its own process on an embedded database.

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../..');
const CLI = path.join(here, 'import-cli.ts');
const TSX = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const SAMPLE = path.resolve(serverDir, 'test/fixtures/sample-oxygene-export.csv');

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-cli-test-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function importCommand(
  ...args: string[]
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: dataDir },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run import (docs/product/import.md#check-before-import)', () => {
  it('--check prints what the import would do and writes nothing; a file of garbage is refused', async () => {
    const first = await importCommand('--check', SAMPLE);
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
    const refused = await importCommand('garbage.csv');
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
    expect((await importCommand(SAMPLE)).code).toBe(0);
    const small = path.join(dataDir, 'small.csv');
    fs.writeFileSync(
      small,
      'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE\nS-1;Bécher;1,00;F;S;U\n',
    );
    const refused = await importCommand('small.csv');
    expect(refused.code).toBe(1);
    const announced = /le nombre d'articles retirés \((\d+)\)/.exec(refused.err)?.[1];
    expect(Number(announced)).toBeGreaterThan(30);
    expect(refused.err).toMatch(
      /^Import refusé : la vérification du fichier demande une confirmation/m,
    );
    expect(
      (await importCommand('--confirm-withdrawn', String(Number(announced) - 1), 'small.csv')).code,
    ).toBe(1);
    const applied = await importCommand(`--confirm-withdrawn=${announced}`, 'small.csv');
    expect(applied.code, applied.err).toBe(0);
    expect(applied.out).toContain(`Articles retirés de la vente : ${announced}`);
    expect((await importCommand('--check', '--confirm-withdrawn=1', 'small.csv')).code).toBe(2);
  }, 180_000);
});
