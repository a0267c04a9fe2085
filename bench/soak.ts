import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { articlePath, categoryPath, underSubCategoryPath } from '@labo/domain/catalog-paths';
import { adminToken } from './admin-account';
import { createBenchDatabase } from './bench-database';
import { type LoadRequest, type LoadResult, runLoad } from './http-load';
import { treeRssMb } from './process-memory';
import { quoteRequests } from './quote-requests';
import { repoRoot, startProcess } from './server-process';

// `npm run soak`: a bounded soak (docs/reliability.md#sustained-load). The server runs on
// the demo catalogue, PGlite or DATABASE_URL's PostgreSQL, and takes mixed traffic on
// loopback (rendered pages, catalogue calls, searches, quote requests, a customer's and
// the staff's lists) for SOAK_SECONDS (default 300), in slices of SOAK_SLICE_SECONDS
// (default 30); after each slice the server's resident memory is read. The run fails when
// an answer is an error or when memory still grows over the last half of the run.

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const sliceSeconds = Number(process.env.SOAK_SLICE_SECONDS ?? 30);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3950);
/** Growth over the second half of the run that still counts as flat: 10 %. */
const MAX_LATE_GROWTH = 0.1;
const DEMO_PASSWORD = 'soak-demo-password';

interface Slice extends LoadResult {
  rssMb: number;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface ListedArticle {
  id: number;
  cat_label: string;
  sc_label: string;
  usc_label: string;
  slug: string;
  crmId: string;
}

async function mixedTraffic(url: string): Promise<LoadRequest[]> {
  const flat = await json<{
    categories: { id: number; label: string }[];
    underSubCategories: { id: number }[];
  }>(`${url}/exposed/categories/flat`);
  const leaves = flat.underSubCategories.slice(0, 6);
  const articles: ListedArticle[] = [];
  for (const leaf of leaves) {
    articles.push(
      ...(await json<ListedArticle[]>(`${url}/exposed/under/sub/category/${leaf.id}/articles`)),
    );
  }
  const customer = await adminToken(url, 'client@demo.example', DEMO_PASSWORD);
  const staff = await adminToken(url, 'admin@demo.example', DEMO_PASSWORD);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const pages: LoadRequest[] = [
    { path: '/home' },
    ...flat.categories.slice(0, 3).map((category) => ({ path: categoryPath(category.label) })),
    ...articles.slice(0, 12).map((article) => ({ path: articlePath(article) })),
    ...articles
      .slice(0, 3)
      .map((a) => ({ path: underSubCategoryPath(a.cat_label, a.sc_label, a.usc_label) })),
  ];
  const calls: LoadRequest[] = [
    { path: '/exposed/categories/flat' },
    ...leaves.map((leaf) => ({ path: `/exposed/under/sub/category/${leaf.id}/articles` })),
    ...articles.slice(0, 6).map((article) => ({ path: `/exposed/detailed/${article.id}/article` })),
    ...articles.slice(0, 8).map((article) => ({
      method: 'POST' as const,
      path: '/exposed/search/articles',
      body: JSON.stringify({ query: article.crmId.slice(0, 5 + (article.id % 4)) }),
    })),
    {
      method: 'POST',
      path: '/exposed/search/articles',
      body: JSON.stringify({ query: 'bécher 250' }),
    },
    { path: '/api/protected/my/quotes', headers: bearer(customer) },
    { path: '/api/protected/self/info', headers: bearer(customer) },
    // The archived list: the soak's quotes go to the new ones, whose list would grow with
    // every request and measure the data's growth, not the server's.
    { path: '/api/protected/quotes/by/ARCHIVED/status', headers: bearer(staff) },
  ];
  const quotes = quoteRequests(articles.map((article) => article.id)).slice(0, 4);
  return [...pages, ...calls, ...quotes];
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.log('Construction de l’application web…');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  const server = await startProcess('apps/server/src/main.ts', {
    port,
    // The demo catalogue and accounts load outside production only.
    env: { ...database.env, NODE_ENV: 'development', DEMO_PASSWORD, LOAD_DEMO: 'true' },
    readyPath: '/readyz',
  });
  const slices: Slice[] = [];
  try {
    const traffic = await mixedTraffic(server.url);
    console.log(
      `Endurance : ${traffic.length} requêtes mêlées, ${connections} connexions, ${seconds} s (${database.kind})…`,
    );
    for (let done = 0; done < seconds; done += sliceSeconds) {
      const result = await runLoad(server.url, traffic, { connections, seconds: sliceSeconds });
      const slice = { ...result, rssMb: treeRssMb(server.pid) };
      slices.push(slice);
      console.log(
        `  ${done + sliceSeconds} s : ${slice.requests} requêtes, ${slice.rps}/s, p95 ${slice.p95} ms, erreurs ${slice.errors + slice.non2xx}, mémoire ${slice.rssMb} Mo`,
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  const summary = summarize(slices, database.kind);
  const outFile = path.join(repoRoot, `bench/results/soak-${database.kind}.json`);
  fs.writeFileSync(outFile, `${JSON.stringify({ ...summary, slices }, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.passed) process.exit(1);
}

function summarize(slices: Slice[], databaseKind: string) {
  const half = slices.slice(Math.floor(slices.length / 2));
  const firstOfHalf = half[0]?.rssMb ?? 0;
  const peakOfHalf = Math.max(...half.map((slice) => slice.rssMb));
  const lateGrowth = firstOfHalf > 0 ? (peakOfHalf - firstOfHalf) / firstOfHalf : 0;
  const errors = slices.reduce((sum, slice) => sum + slice.errors + slice.non2xx, 0);
  return {
    date: new Date().toISOString(),
    database: databaseKind,
    seconds: slices.length * sliceSeconds,
    connections,
    requests: slices.reduce((sum, slice) => sum + slice.requests, 0),
    errors,
    p95WorstSliceMs: Math.max(...slices.map((slice) => slice.p95)),
    rssMb: {
      first: slices[0]?.rssMb,
      peak: Math.max(...slices.map((s) => s.rssMb)),
      last: slices.at(-1)?.rssMb,
    },
    lateGrowthPercent: Math.round(lateGrowth * 1000) / 10,
    passed: errors === 0 && lateGrowth <= MAX_LATE_GROWTH,
  };
}

await main();
