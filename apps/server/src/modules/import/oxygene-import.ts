import type { Database, Executor } from '#db/database';
import { AppError } from '#http/app-error';
import { type ArticleCounts, writeArticleChunk } from './article-chunk-writer';
import { CategoryTree } from './import-categories';
import { FILE_WITHOUT_ARTICLES, IMPORT_FAILED_UNEXPECTEDLY } from './import-messages';
import { importAlreadyRunning } from './import-progress';
import {
  analyzeArticles,
  insertImportRun,
  selectVisibleArticleCodes,
  softDeleteArticles,
  tryLockImports,
} from './import-queries';
import { ImportRefusal } from './import-refusal';
import {
  appliedReport,
  emptySummary,
  type ImportSummary,
  RejectionList,
  refusedReport,
} from './import-report';
import type { ImportSource } from './import-source';
import { type OxygeneExport, openOxygeneExport } from './oxygene-export';
import type { ArticleLine } from './oxygene-line';

interface ImportOptions {
  db: Database;
  /** A file path or the uploaded bytes. */
  source: ImportSource;
  /** Shown in the report and stored with the run. */
  fileName: string;
  /** The administrator who uploaded it; null from the command line or the demo seed. */
  userId?: number | null;
  /** Called after the import committed, e.g. CatalogService.invalidate(). */
  onApplied?: () => void;
  /** Told the number of lines read so far, after each chunk. */
  onProgress?: (read: number) => void;
}

export interface ImportResult {
  applied: boolean;
  /** French text lines: the summary, or why the file was refused, then rejected lines. */
  lines: string[];
  summary: ImportSummary;
}

/** Valid lines written per round: about 12,000 bind parameters per INSERT, well under 65,535. */
const CHUNK_SIZE = 1000;
const SWEEP_PAGE = 5000;

/**
 * Imports an Oxygène article export (docs/product/import.md). The whole import is one
 * transaction: it applies completely or not at all. A file refused as a whole (not CSV,
 * required column missing, broken quoting) changes nothing and is recorded as refused.
 * Other errors (database lost…) are recorded as failed, when possible, and rethrown.
 *
 * PGlite runs one query at a time and holds the transaction exclusively, so other
 * requests wait while an import runs there; PostgreSQL serves them meanwhile.
 */
export async function importOxygene(options: ImportOptions): Promise<ImportResult> {
  const startedAt = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const record = (status: 'refused' | 'failed', lines: string[], summary: ImportSummary) =>
    insertImportRun(options.db, {
      fileName: options.fileName,
      userId: options.userId ?? null,
      status,
      summary: { ...summary },
      report: lines,
      rejections: [],
      startedAt,
    });

  let file: OxygeneExport | undefined;
  let result: ImportResult;
  try {
    file = await openOxygeneExport(options.source);
    const opened = file;
    result = await options.db.transaction(async (tx) => {
      // Two imports at once (two admins, two server processes) would collide on the
      // unique CODEs: the second one is refused (docs/product/import.md#one-import-at-a-time).
      if (!(await tryLockImports(tx))) throw importAlreadyRunning();
      const { summary, rejections } = await applyExport(tx, opened, options.onProgress);
      summary.durationMs = elapsed();
      const lines = appliedReport(options.fileName, summary, rejections);
      await insertImportRun(tx, {
        fileName: options.fileName,
        userId: options.userId ?? null,
        status: 'applied',
        summary: { ...summary },
        report: lines,
        rejections: rejections.kept(),
        startedAt,
      });
      return { applied: true, lines, summary };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ImportRefusal) {
      const summary = { ...emptySummary(), durationMs: elapsed() };
      const lines = refusedReport(error.reason);
      await record('refused', lines, summary);
      return { applied: false, lines, summary };
    }
    await record('failed', [IMPORT_FAILED_UNEXPECTEDLY], {
      ...emptySummary(),
      durationMs: elapsed(),
    }).catch(() => {
      // The database itself may be what failed; the original error matters more.
    });
    throw error;
  } finally {
    await file?.close();
  }
  // Best effort only: the import is committed whether or not the statistics follow.
  await analyzeArticles(options.db).catch(() => {});
  // Outside the try: the import is committed, whatever the callback does.
  options.onApplied?.();
  return result;
}

/**
 * The database half: lines in, rows written, chunk by chunk. The next chunk is parsed
 * while the previous one is being written, so on PostgreSQL, which works in its own
 * process, reading the file costs almost no extra time.
 */
async function applyExport(
  tx: Executor,
  file: OxygeneExport,
  onProgress: (read: number) => void = () => {},
) {
  const tree = await CategoryTree.load(tx);
  const summary = emptySummary();
  const counts: ArticleCounts = summary;
  const rejections = new RejectionList();
  let writing: Promise<void> = Promise.resolve();
  const write = async (chunk: ArticleLine[]) => {
    await writing;
    writing = writeArticleChunk(tx, chunk, tree, counts);
    // Awaited before the next chunk or in `finally`; this only marks it handled meanwhile.
    writing.catch(() => {});
  };
  try {
    let chunk: ArticleLine[] = [];
    for await (const result of file.lines()) {
      summary.read++;
      if (result.kind === 'rejected') {
        rejections.add(result.rejection);
        continue;
      }
      chunk.push(result.article);
      if (chunk.length >= CHUNK_SIZE) {
        await write(chunk);
        chunk = [];
        onProgress(summary.read);
      }
    }
    await write(chunk);
    onProgress(summary.read);
  } finally {
    // Never leave the transaction with a write in flight: on PostgreSQL its next
    // statements would run after the ROLLBACK, outside any transaction.
    await writing.catch(() => {});
  }
  await writing;
  // A header alone would withdraw the whole catalogue: surely not what was meant.
  if (summary.read === 0) throw new ImportRefusal(FILE_WITHOUT_ARTICLES);
  summary.withdrawn += await withdrawMissingArticles(tx, file.seenCodes);
  summary.rejected = rejections.count;
  summary.categoriesCreated = tree.created;
  return { summary, rejections };
}

/**
 * The file is a full export: visible articles whose CODE it does not hold become
 * soft-deleted, never deleted (sent quotes refer to them). A CODE on a rejected line
 * counts as present: a typo in a price must not take an article off sale.
 */
async function withdrawMissingArticles(
  tx: Executor,
  seenCodes: ReadonlyMap<string, number>,
): Promise<number> {
  let withdrawn = 0;
  let afterId = 0;
  for (;;) {
    const page = await selectVisibleArticleCodes(tx, afterId, SWEEP_PAGE);
    const last = page.at(-1);
    if (!last) return withdrawn;
    const missing = page.filter((a) => !seenCodes.has(a.crmId)).map((a) => a.id);
    await softDeleteArticles(tx, missing);
    withdrawn += missing.length;
    afterId = last.id;
  }
}
