import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCatalogue } from '@labo/tools/catalogue/catalogue-generator';
import { writeOxygeneCsv } from '@labo/tools/catalogue/oxygene-csv-writer';
import { adminToken, createAdminAccount } from './admin-account';
import { createBenchDatabase } from './bench-database';
import { measureOfferNegotiation } from './offer-negotiation';
import { repoRoot, startProcess, tsxBin } from './server-process';

// The offer measure of `npm run bench` alone, on a catalogue of 4000 generated articles,
// in a minute: `npx tsx bench/offer-load.ts`. Environment: DATABASE_URL (a PostgreSQL
// server where a scratch database is created and dropped; PGlite without it), BENCH_PORT
// (default 3910).

const PORT = Number(process.env.BENCH_PORT ?? 3910);
const ADMIN = 'bench-offer-admin@labo.example';

const database = await createBenchDatabase(process.env.DATABASE_URL);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-bench-offer-'));
try {
  const csv = path.join(work, 'oxygene.csv');
  await writeOxygeneCsv(generateCatalogue({ articleCount: 4000 }), csv);
  const imported = execFileSync(tsxBin, [path.join(repoRoot, 'bench/import-child.ts'), csv], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...database.env },
    encoding: 'utf8',
  });
  const { leaf } = JSON.parse(imported.trim().split('\n').at(-1) ?? '{}') as {
    leaf: { id: number };
  };
  const password = createAdminAccount(ADMIN, database.env);
  const server = await startProcess('apps/server/src/main.ts', {
    port: PORT,
    env: { ...database.env, LOAD_DEMO: 'false' },
    readyPath: '/readyz',
  });
  try {
    const articles = (await (
      await fetch(`${server.url}/exposed/under/sub/category/${leaf.id}/articles`)
    ).json()) as Array<{ id: number }>;
    const token = await adminToken(server.url, ADMIN, password);
    const result = await measureOfferNegotiation(
      server.url,
      token,
      articles.map((article) => article.id),
    );
    console.log(JSON.stringify({ database: database.kind, ...result }, null, 2));
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
}
