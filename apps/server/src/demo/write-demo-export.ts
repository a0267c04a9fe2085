/**
 * Writes a generated Oxygène export.
 *
 *   npx tsx apps/server/src/demo/write-demo-export.ts [count] [outFile]
 *
 * Without arguments it rewrites the committed demo catalogue (600 articles, fixed seed)
 * that `npm start` imports into an empty database; regenerate it after changing the
 * tree or the generator. Any count uses the same seed, so files are reproducible.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CatalogueOptions,
  demoCatalogueOptions,
  generateCatalogue,
  MAX_ARTICLE_COUNT,
  planCatalogue,
} from './catalogue-generator';
import { writeOxygeneCsv } from './oxygene-csv-writer';

const DEMO_EXPORT_PATH = fileURLToPath(new URL('./demo-oxygene-export.csv', import.meta.url));

async function main(args: readonly string[]): Promise<void> {
  const [countArgument, outArgument] = args;
  const articleCount =
    countArgument === undefined ? demoCatalogueOptions.articleCount : Number(countArgument);
  if (!Number.isInteger(articleCount) || articleCount < 1 || articleCount > MAX_ARTICLE_COUNT) {
    throw new Error(`usage: write-demo-export.ts [count 1..${MAX_ARTICLE_COUNT}] [outFile]`);
  }
  const outFile = path.resolve(outArgument ?? DEMO_EXPORT_PATH);
  const options: CatalogueOptions = { ...demoCatalogueOptions, articleCount };

  const started = performance.now();
  const { rowCount, byteCount } = await writeOxygeneCsv(generateCatalogue(options), outFile);
  const seconds = (performance.now() - started) / 1000;

  const leafCounts = planCatalogue(options).map((leaf) => leaf.articleCount);
  console.log(
    `${rowCount} articles, ${byteCount} bytes written to ${outFile} in ${seconds.toFixed(2)} s ` +
      `(${leafCounts.length} leaf categories, at most ${Math.max(...leafCounts)} articles in one)`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
