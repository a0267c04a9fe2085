import type { ImportRun } from '@labo/domain/import-schemas';
import { IMPORT_CONFIRM_WITHDRAWN_PERCENT } from '@labo/domain/limits';
import type { Database } from '#db/database';
import { notFound } from '#http/app-error';
import { spreadsheetCsv } from '#http/spreadsheet-csv';
import { IMPORT_RUN_NOT_FOUND } from './import-messages';
import { type ImportProgress, importAlreadyRunning } from './import-progress';
import { selectImportRuns, selectRunRejections } from './import-queries';
import { countLines, type ImportSource } from './import-source';
import { importRunsAnswer } from './import-wire';
import { type ImportIntent, type ImportResult, importOxygene } from './oxygene-import';

/** docs/product/import.md#import-history */
export const IMPORT_HISTORY_LENGTH = 50;

/**
 * Oxygène exports into the catalogue, for whoever holds a file: the command line, the
 * demo seed and the administrators' upload. One import at a time: in this process the
 * service refuses a second one at once; between processes the database lock does.
 */
export class ImportService {
  private running: ImportProgress | null = null;

  constructor(
    private readonly db: Database,
    /** Called once an import is committed: what the catalogue answered before is stale. */
    private readonly onApplied: () => void = () => {},
    /** docs/product/import.md#check-before-import */
    private readonly confirmWithdrawnPercent = IMPORT_CONFIRM_WITHDRAWN_PERCENT,
  ) {}

  /** Refuses (409) while this process runs an import: checked before a file is received. */
  ensureIdle(): void {
    if (this.running) throw importAlreadyRunning();
  }

  /** The import running in this process, as it stands now; null when none runs. */
  progress(): ImportProgress | null {
    return this.running ? { ...this.running } : null;
  }

  /**
   * `userId`: the administrator who sent the file; null from the command line or the seed.
   * `onProgress` is told where the import stands after each chunk of lines. A `check`
   * writes nothing and counts as running too: its figures hold only if nothing else writes.
   */
  async run(
    source: ImportSource,
    fileName: string,
    userId: number | null = null,
    onProgress: (progress: ImportProgress) => void = () => {},
    intent: ImportIntent = { mode: 'apply' },
  ): Promise<ImportResult> {
    if (this.running) throw importAlreadyRunning();
    const running: ImportProgress = {
      fileName,
      userId,
      startedAt: new Date(),
      read: 0,
      total: null,
    };
    this.running = running;
    try {
      running.total = Math.max(0, (await countLines(source)) - 1);
      onProgress({ ...running });
      return await importOxygene({
        db: this.db,
        source,
        fileName,
        userId,
        onApplied: this.onApplied,
        intent,
        confirmWithdrawnPercent: this.confirmWithdrawnPercent,
        onProgress: (read) => {
          running.read = read;
          // Lines ending in CR alone are not counted: never show more than 100 %.
          if (running.total !== null && read > running.total) running.total = read;
          onProgress({ ...running });
        },
      });
    } finally {
      this.running = null;
    }
  }

  /** The latest imports, newest first (docs/product/import.md#import-history). */
  async history(): Promise<ImportRun[]> {
    return importRunsAnswer(await selectImportRuns(this.db, IMPORT_HISTORY_LENGTH));
  }

  /** The rejected lines of an import as a spreadsheet's CSV: line, reference, reason. */
  async rejectedLinesCsv(runId: number): Promise<string> {
    const run = await selectRunRejections(this.db, runId);
    if (!run) throw notFound(IMPORT_RUN_NOT_FOUND);
    return spreadsheetCsv(
      ['Ligne', 'Référence', 'Motif'],
      run.rejections.map((r) => [r.line, r.crmId ?? '', r.message]),
    );
  }
}
