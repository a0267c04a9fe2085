import { IMPORT_CONFIRM_WITHDRAWN_PERCENT } from '@labo/domain/limits';
import type { Database, Executor } from '#db/database';
import { AppError } from '#http/app-error';
import { type ArticleCounts, writeArticleChunk } from './article-chunk-writer';
import { CategoryTree } from './import-categories';
import { importCaution } from './import-caution';
import {
  FILE_WITHOUT_ARTICLES,
  IMPORT_FAILED_UNEXPECTEDLY,
  noAcceptedLine,
  unconfirmedRisk,
} from './import-messages';
import { importAlreadyRunning } from './import-progress';
import {
  analyzeArticles,
  countVisibleArticles,
  insertImportRun,
  selectVisibleArticleCodes,
  softDeleteArticles,
  tryLockImports,
} from './import-queries';
import { ImportRefusal } from './import-refusal';
import {
  appliedReport,
  checkReport,
  emptySummary,
  type ImportSummary,
  RejectionList,
  refusedReport,
} from './import-report';
import type { ImportSource } from './import-source';
import { type OxygeneExport, openOxygeneExport } from './oxygene-export';
import type { ArticleLine } from './oxygene-line';

/** `check`: the same reading and figures, in a transaction rolled back at the end. */
export type ImportMode = 'apply' | 'check';

/**
 * What is asked of an import: a check, or to apply it; a risky one applies only with the
 * number of articles it withdraws, as the person read it in the check
 * (docs/product/import.md#check-before-import).
 */
export type ImportIntent = { mode: 'check' } | { mode: 'apply'; confirmedWithdrawn?: number };

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
  /** `apply` when absent, without confirmation. */
  intent?: ImportIntent;
  /** Share of the visible catalogue past which a check cautions (docs/product/import.md#check-before-import). */
  confirmWithdrawnPercent?: number;
}

export interface ImportResult {
  /** Written to the catalogue (never for a check). */
  applied: boolean;
  /**
   * Refused as a whole: nothing was written, `lines` says why; `outright` when the file has
   * no line to import.
   */
  refused: false | 'report' | 'outright';
  /** French text lines: the summary, or why the file was refused, then rejected lines. */
  lines: string[];
  summary: ImportSummary;
  /** A check's warnings, each a French sentence; empty otherwise. */
  caution: string[];
}

/** Valid lines written per round: about 12,000 bind parameters per INSERT, well under 65,535. */
const CHUNK_SIZE = 1000;
const SWEEP_PAGE = 5000;

/** Thrown out of a check's transaction, which rolls it back, carrying its real figures. */
class CheckDone extends Error {
  constructor(readonly result: ImportResult) {
    super('import check done');
  }
}

interface Clock {
  startedAt: Date;
  elapsed: () => number;
}

function startClock(): Clock {
  const started = performance.now();
  return { startedAt: new Date(), elapsed: () => Math.round(performance.now() - started) };
}

/**
 * Imports an Oxygène export (docs/product/import.md), or checks it with `mode: 'check'`.
 * The whole import is one transaction: it applies completely or not at all; a check runs
 * the same transaction and rolls it back, so that its figures are the real ones. A file
 * refused as a whole (not CSV, required column missing, broken quoting, no usable line)
 * changes nothing and, unless checked, is recorded as refused. Other errors (database
 * lost…) are recorded as failed, when possible, and rethrown.
 *
 * PGlite runs one query at a time and holds the transaction exclusively, so other
 * requests wait while an import runs there; PostgreSQL serves them meanwhile.
 */
export async function importOxygene(options: ImportOptions): Promise<ImportResult> {
  const clock = startClock();
  let file: OxygeneExport | undefined;
  let result: ImportResult;
  try {
    file = await openOxygeneExport(options.source);
    result = await importInTransaction(options, file, clock);
  } catch (error) {
    if (error instanceof CheckDone) return error.result;
    return await notImported(options, clock, error);
  } finally {
    await file?.close();
  }
  // Best effort only: the import is committed whether or not the statistics follow.
  await analyzeArticles(options.db).catch(() => {});
  // Outside the try: the import is committed, whatever the callback does.
  options.onApplied?.();
  return result;
}

function importInTransaction(
  options: ImportOptions,
  file: OxygeneExport,
  clock: Clock,
): Promise<ImportResult> {
  return options.db.transaction(async (tx) => {
    // Two imports at once (two admins, two server processes) would collide on the
    // unique CODEs: the second one is refused (docs/product/import.md#one-import-at-a-time).
    if (!(await tryLockImports(tx))) throw importAlreadyRunning();
    const visibleBefore = await countVisibleArticles(tx);
    const { summary, rejections } = await applyExport(tx, file, options.onProgress);
    summary.durationMs = clock.elapsed();
    const percent = options.confirmWithdrawnPercent ?? IMPORT_CONFIRM_WITHDRAWN_PERCENT;
    const caution = importCaution(summary, visibleBefore, percent);
    const intent = options.intent ?? { mode: 'apply' };
    if (intent.mode === 'check') {
      throw new CheckDone({
        applied: false,
        refused: false,
        lines: checkReport(options.fileName, summary, rejections),
        summary,
        caution,
      });
    }
    // The check's warning stands until someone confirms these very figures: a page that
    // skipped the check, a script, or a catalogue changed since are refused, rolled back.
    if (caution.length > 0 && intent.confirmedWithdrawn !== summary.withdrawn) {
      throw new ImportRefusal(unconfirmedRisk(summary.withdrawn));
    }
    const lines = appliedReport(options.fileName, summary, rejections);
    await insertImportRun(tx, {
      ...runOf(options, clock),
      status: 'applied',
      summary: { ...summary },
      report: lines,
      rejections: rejections.kept(),
    });
    return { applied: true, refused: false, lines, summary, caution: [] };
  });
}

const runOf = (options: ImportOptions, clock: Clock) => ({
  fileName: options.fileName,
  userId: options.userId ?? null,
  startedAt: clock.startedAt,
  finishedAt: new Date(),
});

/**
 * A refusal is answered and, unless it was a check, recorded; anything else is recorded as
 * failed when the database still answers, and rethrown.
 */
async function notImported(
  options: ImportOptions,
  clock: Clock,
  error: unknown,
): Promise<ImportResult> {
  if (error instanceof AppError) throw error;
  const summary = { ...emptySummary(), durationMs: clock.elapsed() };
  if (error instanceof ImportRefusal) {
    const lines = refusedReport(error.reason);
    if (options.intent?.mode !== 'check') {
      await insertImportRun(options.db, {
        ...runOf(options, clock),
        status: 'refused',
        summary: { ...summary },
        report: lines,
        rejections: [],
      });
    }
    return {
      applied: false,
      refused: error.outright ? 'outright' : 'report',
      lines,
      summary,
      caution: [],
    };
  }
  await insertImportRun(options.db, {
    ...runOf(options, clock),
    status: 'failed',
    summary,
    report: [IMPORT_FAILED_UNEXPECTEDLY],
    rejections: [],
  }).catch(() => {
    // The database itself may be what failed; the original error matters more.
  });
  throw error;
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
  refuseWithoutArticles(summary.read, rejections);
  summary.withdrawn += await withdrawMissingArticles(tx, file.seenCodes);
  summary.rejected = rejections.count;
  summary.categoriesCreated = tree.created;
  return { summary, rejections };
}

/**
 * A header alone would withdraw the whole catalogue: surely not what was meant. So would a
 * file whose every line is rejected (another separator, garbage after the header).
 */
function refuseWithoutArticles(read: number, rejections: RejectionList): void {
  if (read === 0) throw new ImportRefusal(FILE_WITHOUT_ARTICLES, true);
  const [first] = rejections.kept();
  if (read === rejections.count && first) {
    throw new ImportRefusal(noAcceptedLine(rejections.count, first.message), true);
  }
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
