import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articlePath, underSubCategoryPath } from '@labo/domain/catalog-paths';
import { generateCatalogue } from '@labo/tools/catalogue/catalogue-generator';
import { writeOxygeneCsv } from '@labo/tools/catalogue/oxygene-csv-writer';
import { adminToken, createAdminAccount } from './admin-account';
import { createBenchDatabase } from './bench-database';
import { runImport } from './catalogue-import';
import { type LoadRequest, type LoadResult, runEachOnce, runLoad } from './http-load';
import { auditPages, type LighthouseScores } from './lighthouse-audit';
import { measureMediaUpload } from './media-upload';
import { measureOfferNegotiation } from './offer-negotiation';
import { FIRST_PAGE_JS_LIMIT_KB, measurePageWeight } from './page-weight';
import { measureQuotePdf } from './quote-pdf';
import { quoteRequests } from './quote-requests';
import { printReport } from './report';
import { searchQueries } from './search-queries';
import { repoRoot, startProcess } from './server-process';
import { measureStartBlocking } from './start-blocking';
import { measureUploadImport } from './upload-import';

// `npm run bench`: measures the targets of docs/performance.md#targets. Environment:
// DATABASE_URL (PostgreSQL instead of PGlite), BENCH_ARTICLES (default 100000),
// BENCH_SECONDS per load run (default 8), BENCH_SKIP_LIGHTHOUSE=1, BENCH_PORT (default 3900:
// the server on it, the bare server and the upload's server on the next two).

const articleCount = Number(process.env.BENCH_ARTICLES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const BENCH_ADMIN = 'bench-media-admin@labo.example';
/** Articles given a photo each: the thumbnails and full sizes the media loads ask for. */
const MEDIA_ARTICLES = 8;
const distDir = path.join(repoRoot, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3900);
/** Article pages rendered once each, before any load: renders that no cache holds. */
const COLD_PAGES = 40;

/** What a catalogue page's address is made of (packages/domain catalog-paths.ts). */
interface PageArticle {
  cat_label: string;
  sc_label: string;
  usc_label: string;
  slug: string;
}

async function main() {
  const started = Date.now();
  console.log('Construction de l’application web…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-bench-csv-'));
  const csv = path.join(work, 'oxygene-bench.csv');
  console.log(`Génération d’un export de ${articleCount} articles…`);
  await writeOxygeneCsv(generateCatalogue({ articleCount }), csv);
  const firstArticles = [...generateCatalogue({ articleCount: Math.min(articleCount, 4000) })];
  const sample = firstArticles.filter((_, i) => i % 40 === 0 && i < 2000);
  // Another set of queries, sent once each before the load: cold answers.
  const coldSample = firstArticles.filter((_, i) => i % 20 === 10);

  const database = await createBenchDatabase(process.env.DATABASE_URL);
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    database: database.kind,
    articles: articleCount,
  };
  try {
    console.log('Import (premier, puis réimport du même fichier)…');
    const first = runImport(csv, database.env);
    const second = runImport(csv, database.env);
    results.import = { first, reimport: second };

    const load: Record<string, LoadResult | string> = {};
    const bare = await startProcess('bench/bare-server.ts', {
      port: port + 1,
      env: {},
      readyPath: '/bare',
    });
    try {
      for (const connections of [10, 50]) {
        load[`bare-${connections}`] = await runLoad(bare.url, [{ path: '/bare' }], {
          connections,
          seconds,
        });
      }
    } finally {
      await bare.stop();
    }

    const adminPassword = createAdminAccount(BENCH_ADMIN, database.env);
    // The server as `npm start` runs it, from the build made above.
    const server = await startProcess('apps/server/dist/main.js', {
      port,
      env: { ...database.env, LOAD_DEMO: 'false' },
      readyPath: '/readyz',
    });
    try {
      const leafPath = `/exposed/under/sub/category/${first.leaf.id}/articles`;
      const searchRequest = (query: string): LoadRequest => ({
        method: 'POST',
        path: '/exposed/search/articles',
        body: JSON.stringify({ query }),
      });
      console.log('Recherche à froid (chaque requête une fois)…');
      load['search-cold-1'] = await runEachOnce(
        server.url,
        searchQueries(coldSample).map(searchRequest),
      );
      const leafArticles = (await (await fetch(`${server.url}${leafPath}`)).json()) as Array<
        PageArticle & { id: number }
      >;
      const [one] = leafArticles;
      const articlePage = one ? articlePath(one) : '/home';
      const listPage = one
        ? underSubCategoryPath(one.cat_label, one.sc_label, one.usc_label)
        : '/home';
      console.log('Pages rendues à froid (chaque page une fois)…');
      load['page-cold-1'] = await runEachOnce(
        server.url,
        leafArticles.slice(1, 1 + COLD_PAGES).map((article) => ({ path: articlePath(article) })),
      );
      const scenarios: Array<[string, LoadRequest[], number[]]> = [
        ['categories', [{ path: '/exposed/categories/flat' }], [10, 50]],
        [`leaf-list-${first.leaf.n}`, [{ path: leafPath }], [10, 50]],
        [
          'article-by-slug',
          [{ path: `/exposed/detailed/by/${first.articleSlug}/article` }],
          [10, 50],
        ],
        ['page-article', [{ path: articlePage }], [10]],
        [`page-list-${first.leaf.n}`, [{ path: listPage }], [10]],
        ['search-mixed', searchQueries(sample).map(searchRequest), [10]],
      ];
      for (const [name, requests, connectionSets] of scenarios) {
        for (const connections of connectionSets) {
          console.log(`Charge : ${name}, ${connections} connexions, ${seconds} s…`);
          load[`${name}-${connections}`] = await runLoad(server.url, requests, {
            connections,
            seconds,
          });
        }
      }

      console.log('Images : envoi de photos, puis charge sur les vignettes et grands formats…');
      const pictured = leafArticles.slice(0, MEDIA_ARTICLES).map((a) => a.id);
      const token = await adminToken(server.url, BENCH_ADMIN, adminPassword);
      const { attachmentIds, ...upload } = await measureMediaUpload(server.url, token, pictured);
      results.mediaUpload = upload;
      const mediaScenarios: Array<[string, LoadRequest[]]> = [
        [
          'article-thumbnail',
          pictured.map((id) => ({ path: `/exposed/article/${id}/get/thumbnail` })),
        ],
        // What lists take on a phone (docs/product/media.md#picture-sizes).
        [
          'article-small-size',
          pictured.map((id) => ({ path: `/exposed/article/${id}/get/small/size` })),
        ],
        [
          'picture-full-size',
          attachmentIds.map((id) => ({ path: `/exposed/attachment/${id}/get/full/size` })),
        ],
      ];
      for (const [name, requests] of mediaScenarios) {
        for (const connections of [10, 50]) {
          console.log(`Charge : ${name}, ${connections} connexions, ${seconds} s…`);
          load[`${name}-${connections}`] = await runLoad(server.url, requests, {
            connections,
            seconds,
          });
        }
      }
      results.load = load;

      console.log('Offre de 150 lignes : enregistrements du brouillon, puis envois…');
      results.offerNegotiation = await measureOfferNegotiation(
        server.url,
        token,
        leafArticles.map((article) => article.id),
      );

      console.log('Poids de la première page…');
      const weight = await measurePageWeight(server.url, distDir);
      results.pageWeight = weight;

      const pages = [`${server.url}/home`];
      if (one) pages.push(`${server.url}${listPage}`, `${server.url}${articlePage}`);
      if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
        console.log('Lighthouse (mobile)…');
        const scores: LighthouseScores[] = await auditPages(pages);
        results.lighthouse = scores;
      }
      console.log('Blocage au démarrage des pages (chargements alternés)…');
      results.startBlocking = await measureStartBlocking(pages);

      // The last load on this server: each quote queues mails whose PDF the mail worker draws
      // afterwards, for minutes after a burst of thousands, and every load measured after it
      // would share the process with that work.
      console.log(`Charge : quote-submission, 10 connexions, ${seconds} s…`);
      load['quote-submission-10'] = await runLoad(
        server.url,
        quoteRequests(leafArticles.map((a) => a.id)),
        { connections: 10, seconds },
      );
    } finally {
      await server.stop();
    }

    console.log('Devis PDF de 150 lignes…');
    results.quotePdf = await measureQuotePdf();

    console.log('Import envoyé au serveur (base vide), mémoire avant, pendant, après…');
    const uploadDatabase = await createBenchDatabase(process.env.DATABASE_URL);
    try {
      results.uploadImport = await measureUploadImport(csv, uploadDatabase.env, port + 2);
    } finally {
      await uploadDatabase.drop();
    }
  } finally {
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  results.durationSeconds = Math.round((Date.now() - started) / 1000);

  const outFile = path.join(repoRoot, 'bench/results/latest.json');
  fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
  const failed = printReport(results);
  console.log(`\nRésultats écrits dans ${path.relative(repoRoot, outFile)}`);
  const weight = results.pageWeight as { firstPageJsGzipKb: number } | undefined;
  if (weight && weight.firstPageJsGzipKb > FIRST_PAGE_JS_LIMIT_KB) {
    console.error(
      `Échec : le JavaScript de la première page pèse ${weight.firstPageJsGzipKb} kB gzip (limite ${FIRST_PAGE_JS_LIMIT_KB} kB).`,
    );
    process.exit(1);
  }
  if (failed > 0) console.log(`${failed} objectif(s) non atteint(s) : voir docs/performance.md.`);
}

await main();
