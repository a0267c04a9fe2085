import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCatalogue } from '@labo/tools/catalogue/catalogue-generator';
import { writeOxygeneCsv } from '@labo/tools/catalogue/oxygene-csv-writer';
import { createBenchDatabase } from './bench-database';
import { runImport } from './catalogue-import';
import { startProcess } from './server-process';
import { median, percentile } from './statistics';

// `npm run search-flood -w bench`: the figure of docs/reliability.md#expensive-searches. On a
// catalogue of BENCH_ARTICLES (default 100000) articles, on PGlite or on DATABASE_URL, one
// visitor reads article answers one after the other while FLOOD_CONNECTIONS (default 4)
// send FLOOD_SEARCHES (default 120) distinct searches of FLOOD_LENGTH (default 200) digits.
// Prints the visitor's median and p95 before and during the flood, and the flood's time.

const articleCount = Number(process.env.BENCH_ARTICLES ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3900);
const floodSearches = Number(process.env.FLOOD_SEARCHES ?? 120);
const floodConnections = Number(process.env.FLOOD_CONNECTIONS ?? 4);
const floodLength = Number(process.env.FLOOD_LENGTH ?? 200);
/** Article answers read by the visitor before the flood. */
const QUIET_READS = 200;

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

const p95 = (times: number[]) => percentile(times, 95);

/** Reads article answers by slug, one after the other, until `done()`; their times in ms. */
async function visitor(url: string, slugs: string[], done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !done(); i++) {
    const sent = performance.now();
    const res = await fetch(`${url}/exposed/detailed/by/${slugs[i % slugs.length]}/article`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`article answer ${res.status}`);
    times.push(performance.now() - sent);
  }
  return times;
}

/** Sends the searches from `connections` loops; each search's time and status. */
async function flood(url: string, queries: string[], connections: number) {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const loop = async () => {
    for (let query = queries[next++]; query !== undefined; query = queries[next++]) {
      const sent = performance.now();
      const res = await fetch(`${url}/exposed/search/articles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { times, statuses };
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-search-flood-'));
  const csv = path.join(work, 'oxygene.csv');
  await writeOxygeneCsv(generateCatalogue({ articleCount }), csv);
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const { leaf } = runImport(csv, database.env);
    const server = await startProcess('apps/server/src/main.ts', {
      port,
      env: { ...database.env, LOAD_DEMO: 'false' },
      readyPath: '/readyz',
    });
    try {
      const list = (await (
        await fetch(`${server.url}/exposed/under/sub/category/${leaf.id}/articles`)
      ).json()) as Array<{ slug: string }>;
      const slugs = list.map((article) => article.slug);
      let quietReads = 0;
      const quiet = await visitor(server.url, slugs, () => quietReads++ >= QUIET_READS);
      let flooding = true;
      const started = performance.now();
      const queries = Array.from({ length: floodSearches }, () => digits(floodLength));
      const [during, searches] = await Promise.all([
        visitor(server.url, slugs, () => !flooding),
        flood(server.url, queries, floodConnections).finally(() => {
          flooding = false;
        }),
      ]);
      const floodSeconds = (performance.now() - started) / 1000;
      console.log(
        JSON.stringify(
          {
            database: database.kind,
            articles: articleCount,
            flood: {
              searches: floodSearches,
              digits: floodLength,
              connections: floodConnections,
              seconds: Math.round(floodSeconds * 10) / 10,
              searchMedianMs: median(searches.times),
              statuses: searches.statuses,
            },
            articleAnswerQuiet: { reads: quiet.length, medianMs: median(quiet), p95Ms: p95(quiet) },
            articleAnswerDuringFlood: {
              reads: during.length,
              medianMs: median(during),
              p95Ms: p95(during),
            },
          },
          null,
          2,
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
