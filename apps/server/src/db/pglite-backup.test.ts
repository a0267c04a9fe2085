import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { insertCampaign } from '#test/catalog-fixtures';
import { runInProcess } from '#test/command-runner';
import { pictureBytes } from '#test/media-fixtures';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { pgliteTemplate } from '#test/test-database';
import { backupCommand, restoreCommand } from './backup-command';
import { type DatabaseHandle, openPglite } from './database';

// `npm run backup` and `npm run restore` round-trip the embedded database
// (docs/reliability.md#backup-and-restore), and refuse while a server holds it.

let dataDir: string;
let backupFile: string;
const env = () => ({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '10' });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-backup-'));
  backupFile = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(backupFile, { force: true });
});

/** Every row of every table of the schema, table by table, in a stable order. */
async function everyRow(client: PGlite): Promise<Record<string, unknown[]>> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    rows[name] = (await client.query(`select * from "${name}" order by 1`)).rows;
  }
  return rows;
}

/** Quotes, users, a campaign and an attachment written through the app. */
async function fillDatabase(database: DatabaseHandle): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', ...env() });
  const app = await buildApp({ config, database, logger: false, startMailWorker: false });
  try {
    const t = { app, database, config, close: async () => {} };
    await insertAdminAndCustomer(t, { admin: 1, customer: 2 });
    const article = await insertPricedArticle(database.db, 'SAV-1', { basePriceCents: 1250 });
    const now = Date.now();
    await insertCampaign(database.db, {
      title: 'Printemps',
      percentage: 10,
      startAt: new Date(now - 86_400_000),
      endAt: new Date(now + 86_400_000),
      articleIds: [article.id],
    });
    for (const quantity of [1, 3]) {
      const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity }]));
      expect(res.statusCode, res.body).toBe(201);
    }
    const picture = { bytes: await pictureBytes('png', { color: '#2a6' }), fileName: 'p.png' };
    await app.articleMedia.add(article.id, picture, 'picture');
  } finally {
    await app.close();
  }
}

it('restores every row of a backup, and refuses while a server holds the database', async () => {
  const first = await openPglite({ dataDir, loadDataDir: pgliteTemplate() });
  await fillDatabase(first);
  const before = await everyRow(first.client);
  expect(before.quotes).toHaveLength(2);
  expect(before.users).toHaveLength(2);
  expect(before.sales_campaigns).toHaveLength(1);
  expect(before.attachments).toHaveLength(1);
  await first.close();

  // Another running process (the test runner's) holds the lock: the server, for the command.
  const lockFile = path.join(dataDir, 'pglite.lock');
  fs.writeFileSync(lockFile, String(process.ppid));
  const refused = await runInProcess(backupCommand, [backupFile], env());
  expect(refused.code).toBe(2);
  expect(refused.err).toContain('arrêtez-le');
  expect(fs.existsSync(backupFile)).toBe(false);
  fs.rmSync(lockFile);

  const saved = await runInProcess(backupCommand, [backupFile], env());
  expect(saved.code, saved.err).toBe(0);

  // Changes made after the backup are gone once it is restored.
  const changed = await openPglite({ dataDir });
  await changed.db.execute(sql`delete from quote_lines`);
  await changed.db.execute(sql`delete from quotes`);
  await changed.db.execute(sql`update users set first_name = 'Autre'`);
  await changed.close();

  const restored = await runInProcess(restoreCommand, [backupFile], env());
  expect(restored.code, restored.err).toBe(0);
  expect(restored.out).toContain("L'ancienne base est conservée");

  const reopened = await openPglite({ dataDir });
  try {
    expect(await everyRow(reopened.client)).toEqual(before);
  } finally {
    await reopened.close();
  }
});

it('leaves PostgreSQL to its own tools, and says how to call the command', async () => {
  const empty = await runInProcess(backupCommand, [backupFile], {
    DATA_DIR: path.join(dataDir, 'nothing-here'),
  });
  expect(empty.code).toBe(2);
  expect(empty.err).toContain('Aucune base de données intégrée');
  const postgres = await runInProcess(backupCommand, [backupFile], {
    ...env(),
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/any',
  });
  expect(postgres.code).toBe(2);
  expect(postgres.err).toContain('pg_dump');
  const usage = await runInProcess(restoreCommand, [], env());
  expect(usage.code).toBe(2);
  expect(usage.err).toContain('npm run restore --');
});
