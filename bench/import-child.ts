import { loadConfig } from '@labo/server/config';
import { openDatabase } from '@labo/server/db/database';
import { importOxygene } from '@labo/server/modules/import/oxygene-import';
import { sql } from 'drizzle-orm';

// Runs one import in a process of its own so that its time and peak memory are its own;
// prints one JSON line for the benchmark. Usage: tsx import-child.ts <file.csv>

const file = process.argv[2];
if (!file) throw new Error('usage: import-child.ts <file.csv>');

const database = await openDatabase(loadConfig());
const started = performance.now();
const result = await importOxygene({ db: database.db, source: file, fileName: 'bench.csv' });
const seconds = (performance.now() - started) / 1000;

// A leaf of about 200 articles and an article slug, for the HTTP benchmark; both drivers
// answer raw SQL with a `rows` list.
const leaf = (await database.db.execute(sql`
  select under_sub_category_id as id, count(*)::int as n from articles
  where not soft_deleted group by 1 order by abs(count(*) - 200), 1 limit 1`)) as unknown as {
  rows: Array<{ id: number; n: number }>;
};
const article = (await database.db.execute(sql`
  select slug from articles where not soft_deleted order by id limit 1 offset 500`)) as unknown as {
  rows: Array<{ slug: string }>;
};
await database.close();

console.log(
  JSON.stringify({
    applied: result.applied,
    summary: result.summary,
    seconds,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    leaf: leaf.rows[0],
    articleSlug: article.rows[0]?.slug,
  }),
);
