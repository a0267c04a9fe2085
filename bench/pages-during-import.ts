import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articlePath } from '@labo/domain/catalog-paths';
import { generateCatalogue } from '@labo/tools/catalogue/catalogue-generator';
import { writeOxygeneCsv } from '@labo/tools/catalogue/oxygene-csv-writer';
import { adminToken, createAdminAccount } from './admin-account';
import { createBenchDatabase } from './bench-database';
import { repoRoot, startProcess, tsxBin } from './server-process';
import { median, percentile } from './statistics';

// `npm run pages-during-import -w bench`: how long visitors wait while the staff import the
// catalogue during opening hours (docs/reliability.md#pages-during-an-import). A server on
// a catalogue of BENCH_ARTICLES (default 100000) generated articles, PGlite or DATABASE_URL's
// PostgreSQL; some article pages are asked for once so that the page cache holds them; then
// the same export is sent again to the import, and while it runs one visitor asks for cached
// pages and another for pages nobody asked for yet, one after the other.

const articleCount = Number(process.env.BENCH_ARTICLES ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3960);
const ADMIN_EMAIL = 'bench-import-admin@labo.example';
const CACHED_PAGES = 20;

interface Waits {
  pages: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  non2xx: number;
}

function summarize(times: number[], non2xx: number): Waits {
  return {
    pages: times.length,
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
    non2xx,
  };
}

/** Asks for the pages one after the other until `done` says stop. */
async function visit(baseUrl: string, pages: string[], done: () => boolean): Promise<Waits> {
  const times: number[] = [];
  let non2xx = 0;
  for (let index = 0; !done() && index < pages.length * 50; index += 1) {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}${pages[index % pages.length]}`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!answer.ok) non2xx += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return summarize(times, non2xx);
}

async function sendImport(baseUrl: string, token: string, csv: string): Promise<void> {
  const form = new FormData();
  form.append('file', await fs.openAsBlob(csv), path.basename(csv));
  const answer = await fetch(`${baseUrl}/api/oxygene/perform/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    body: form,
  });
  const events = await answer.text();
  if (!events.includes('event: report')) throw new Error(`no report: ${events.slice(-300)}`);
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-bench-stall-'));
  const csv = path.join(work, 'oxygene-bench.csv');
  console.log(`Génération d’un export de ${articleCount} articles…`);
  await writeOxygeneCsv(generateCatalogue({ articleCount }), csv);
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    execFileSync(tsxBin, [path.join(repoRoot, 'bench/import-child.ts'), csv], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...database.env },
      stdio: 'ignore',
    });
    const password = createAdminAccount(ADMIN_EMAIL, database.env);
    const server = await startProcess('apps/server/src/main.ts', {
      port,
      env: { ...database.env, LOAD_DEMO: 'false' },
      readyPath: '/readyz',
    });
    try {
      const token = await adminToken(server.url, ADMIN_EMAIL, password);
      const flat = (await (await fetch(`${server.url}/exposed/categories/flat`)).json()) as {
        underSubCategories: { id: number }[];
      };
      const pages: string[] = [];
      for (const leaf of flat.underSubCategories.slice(0, 12)) {
        const list = (await (
          await fetch(`${server.url}/exposed/under/sub/category/${leaf.id}/articles`)
        ).json()) as Parameters<typeof articlePath>[0][];
        pages.push(...list.map((article) => articlePath(article)));
      }
      const cached = pages.slice(0, CACHED_PAGES);
      for (const page of cached) await (await fetch(`${server.url}${page}`)).arrayBuffer();
      const uncached = pages.slice(CACHED_PAGES);

      console.log('Réimport pendant que deux visiteurs demandent des pages…');
      let importDone = false;
      const started = performance.now();
      const importing = sendImport(server.url, token, csv).finally(() => {
        importDone = true;
      });
      const [cachedWaits, uncachedWaits] = await Promise.all([
        visit(server.url, cached, () => importDone),
        visit(server.url, uncached, () => importDone),
      ]);
      await importing;
      const result = {
        date: new Date().toISOString(),
        database: database.kind,
        articles: articleCount,
        importSeconds: Math.round((performance.now() - started) / 100) / 10,
        cachedPages: cachedWaits,
        otherPages: uncachedWaits,
      };
      const outFile = path.join(
        repoRoot,
        `bench/results/pages-during-import-${database.kind}.json`,
      );
      fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
      console.log(JSON.stringify(result, null, 2));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
