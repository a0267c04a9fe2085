/**
 * Writes a generated Oxygène export.
 *
 *   npm run demo-export -w tools [-- count outFile]
 *
 * Without arguments it rewrites the committed demo catalogue (600 articles, fixed seed,
 * apps/server/src/demo/demo-oxygene-export.csv) that `npm start` imports into an empty
 * database; regenerate it after changing the tree or the generator. Any count uses the
 * same seed, so files are reproducible. A relative outFile is read from tools/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CatalogueOptions,
  DEMO_EXPORT_FILE,
  demoCatalogueOptions,
  generateCatalogue,
  MAX_ARTICLE_COUNT,
  planCatalogue,
} from './catalogue-generator';
import { writeOxygeneCsv } from './oxygene-csv-writer';

async function main(args: readonly string[]): Promise<void> {
  const [countArgument, outArgument] = args;
  const articleCount =
    countArgument === undefined ? demoCatalogueOptions.articleCount : Number(countArgument);
  if (!Number.isInteger(articleCount) || articleCount < 1 || articleCount > MAX_ARTICLE_COUNT) {
    throw new Error(`usage: write-demo-export.ts [count 1..${MAX_ARTICLE_COUNT}] [outFile]`);
  }
  const outFile =
    outArgument === undefined ? fileURLToPath(DEMO_EXPORT_FILE) : path.resolve(outArgument);
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
