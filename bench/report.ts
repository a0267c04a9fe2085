import type { LoadResult } from './http-load';
import type { LighthouseScores } from './lighthouse-audit';
import type { MediaUploadResult } from './media-upload';
import type { OfferNegotiationResult } from './offer-negotiation';
import { FIRST_PAGE_JS_LIMIT_KB } from './page-weight';
import type { QuotePdfResult } from './quote-pdf';
import type { StartBlocking } from './start-blocking';
import type { UploadImportResult } from './upload-import';

interface Row {
  measure: string;
  value: string;
  target: string;
  ok: boolean | undefined;
}

type Results = Record<string, unknown>;

const isLoad = (value: unknown): value is LoadResult =>
  typeof value === 'object' && value !== null && 'rps' in value;

/** The audited page, short enough for the table: home, a list page, an article page. */
function lighthousePageName(url: string): string {
  const depth = new URL(url).pathname.split('/').filter(Boolean).length;
  return depth <= 1 ? new URL(url).pathname : depth === 4 ? 'page article' : 'page liste';
}

/**
 * The targets of docs/performance.md#targets, compared with this run's figures. Returns how
 * many were missed.
 */
export function printReport(results: Results): number {
  const rows: Row[] = [];
  const postgres = results.database === 'postgres';
  const load = (results.load ?? {}) as Record<string, unknown>;
  const bare50 = load['bare-50'];
  const ceiling = isLoad(bare50) ? bare50.rps : Number.NaN;

  for (const [name, value] of Object.entries(load)) {
    if (!isLoad(value)) {
      rows.push({ measure: name, value: String(value), target: '', ok: undefined });
      continue;
    }
    const base = `${value.rps} req/s, p50 ${value.p50} / p95 ${value.p95} / p99 ${value.p99} ms, erreurs ${value.errors + value.non2xx}`;
    let target = '';
    let ok: boolean | undefined;
    if (name === 'categories-50') {
      target = '≥ 60 % du plafond, p99 < 20 ms';
      ok = value.rps >= 0.6 * ceiling && value.p99 < 20;
    } else if (name.startsWith('leaf-list') && value.connections === 10) {
      target = 'p95 < 15 ms';
      ok = value.p95 < 15;
    } else if (name === 'article-by-slug-10') {
      target = 'p95 < 10 ms';
      ok = value.p95 < 10;
    } else if (name === 'search-mixed-10') {
      target = postgres ? 'p95 < 20 ms' : 'p95 < 40 ms';
      ok = value.p95 < (postgres ? 20 : 40);
    } else if (name === 'article-thumbnail-10' || name === 'article-small-size-10') {
      target = 'p95 < 15 ms';
      ok = value.p95 < 15;
    } else if (name === 'page-article-10') {
      target = 'p95 < 15 ms';
      ok = value.p95 < 15;
    } else if (name.startsWith('page-list') && value.connections === 10) {
      target = 'p95 < 25 ms';
      ok = value.p95 < 25;
    } else if (name === 'quote-submission-10') {
      target = 'p95 < 50 ms';
      ok = value.p95 < 50;
    }
    if (value.errors + value.non2xx > 0) ok = false;
    const ratio =
      Number.isFinite(ceiling) && !name.startsWith('bare')
        ? ` (${Math.round((100 * value.rps) / ceiling)} % du plafond)`
        : '';
    rows.push({ measure: name, value: base + ratio, target, ok });
  }

  const imports = results.import as
    | {
        first: { seconds: number; peakRssMb: number };
        reimport: { seconds: number; peakRssMb: number };
      }
    | undefined;
  if (imports) {
    const limit = postgres ? 8 : 20;
    rows.push({
      measure: 'import',
      value: `${imports.first.seconds.toFixed(1)} s, ${imports.first.peakRssMb} Mo`,
      target: `< ${limit} s, < 300 Mo`,
      ok: imports.first.seconds < limit && imports.first.peakRssMb < 300,
    });
    rows.push({
      measure: 'réimport',
      value: `${imports.reimport.seconds.toFixed(1)} s, ${imports.reimport.peakRssMb} Mo`,
      target: '≤ premier import (+10 %), < 300 Mo',
      ok:
        imports.reimport.seconds <= imports.first.seconds * 1.1 && imports.reimport.peakRssMb < 300,
    });
  }
  const upload = results.uploadImport as UploadImportResult | undefined;
  if (upload) {
    rows.push({
      measure: 'import par le serveur (envoi)',
      value: `${upload.seconds.toFixed(1)} s ; mémoire ${upload.beforeMb} → ${upload.peakMb} → ${upload.afterMb} Mo`,
      target: 'pic < 600 Mo',
      ok: upload.peakMb < 600,
    });
  }
  const mediaUpload = results.mediaUpload as Omit<MediaUploadResult, 'attachmentIds'> | undefined;
  if (mediaUpload) {
    rows.push({
      measure: 'envoi d’une photo',
      value: `${mediaUpload.source} : médiane ${mediaUpload.medianMs} ms, max ${mediaUpload.maxMs} ms (${mediaUpload.pictures} photos)`,
      target: 'médiane < 1 s',
      ok: mediaUpload.medianMs < 1000,
    });
  }
  const pdf = results.quotePdf as QuotePdfResult | undefined;
  if (pdf) {
    rows.push({
      measure: `devis PDF de ${pdf.lines} lignes`,
      value: `médiane ${pdf.medianMs} ms, max ${pdf.maxMs} ms (premier ${pdf.firstMs} ms), ${pdf.kilobytes} ko`,
      target: '< 300 ms, < 1 Mo',
      ok: pdf.medianMs < 300 && pdf.kilobytes < 1024,
    });
  }
  const offer = results.offerNegotiation as OfferNegotiationResult | undefined;
  if (offer) {
    rows.push({
      measure: `brouillon d’offre de ${offer.lines} lignes`,
      value: `p50 ${offer.saveP50Ms} ms, p95 ${offer.saveP95Ms} ms (${offer.saves} enregistrements)`,
      target: 'p95 < 50 ms',
      ok: offer.saveP95Ms < 50,
    });
    rows.push({
      measure: 'envoi d’une offre (+ son PDF)',
      value: `médiane ${offer.sendMedianMs} ms, max ${offer.sendMaxMs} ms ; PDF médiane ${offer.pdfMedianMs} ms`,
      target: '< 500 ms',
      ok: offer.sendMaxMs + offer.pdfMedianMs < 500,
    });
  }
  const weight = results.pageWeight as
    | { firstPageJsGzipKb: number; firstPageCssGzipKb: number }
    | undefined;
  if (weight) {
    rows.push({
      measure: 'JS première page (gzip)',
      value: `${weight.firstPageJsGzipKb} kB (+ CSS ${weight.firstPageCssGzipKb} kB)`,
      target: `< ${FIRST_PAGE_JS_LIMIT_KB} kB`,
      ok: weight.firstPageJsGzipKb < FIRST_PAGE_JS_LIMIT_KB,
    });
  }
  for (const score of (results.lighthouse ?? []) as LighthouseScores[]) {
    rows.push({
      measure: `Lighthouse ${lighthousePageName(score.url)}`,
      value: `perf ${score.performance}, a11y ${score.accessibility}${score.accessibilityFailures.length > 0 ? ` (${score.accessibilityFailures.join(', ')})` : ''}, FCP ${score.fcpMs} ms, LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls} (CPU index ${score.benchmarkIndex})`,
      target: 'perf ≥ 95, a11y 100, CLS < 0,02, FCP < 1,5 s, LCP < 2 s, TBT < 150 ms',
      ok:
        score.performance >= 95 &&
        score.accessibility === 100 &&
        score.cls < 0.02 &&
        score.fcpMs < 1500 &&
        score.lcpMs < 2000 &&
        score.tbtMs < 150,
    });
  }

  for (const page of (results.startBlocking ?? []) as StartBlocking[]) {
    const { min, median, max } = page.blockingMs;
    rows.push({
      measure: `Blocage au démarrage ${lighthousePageName(page.url)}`,
      value: `médiane ${median} ms (${min} à ${max}), tâche la plus longue ${page.longestTaskMs} ms`,
      target: 'médiane < 150 ms',
      ok: median < 150,
    });
  }

  const width = Math.max(...rows.map((r) => r.measure.length));
  console.log(`\nBenchmark — ${results.database}, ${results.articles} articles`);
  for (const row of rows) {
    const mark = row.ok === undefined ? ' ' : row.ok ? '✓' : '✗';
    console.log(
      `${mark} ${row.measure.padEnd(width)}  ${row.value}${row.target ? `   [${row.target}]` : ''}`,
    );
  }
  return rows.filter((r) => r.ok === false).length;
}
