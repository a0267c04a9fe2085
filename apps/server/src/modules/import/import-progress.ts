import { AppError } from '#http/app-error';
import { IMPORT_ALREADY_RUNNING } from './import-messages';

/** Where the import running in this process stands (docs/product/import.md#progress). */
export interface ImportProgress {
  fileName: string;
  userId: number | null;
  startedAt: Date;
  /** Article lines read so far, rejected ones included. */
  read: number;
  /**
   * The file's lines less the header: about the number of lines to read (a quoted field
   * may hold a line break, blank rows are skipped). Null until counted.
   */
  total: number | null;
}

/** One import at a time (docs/product/import.md#one-import-at-a-time): answered 409. */
export const importAlreadyRunning = () =>
  new AppError(409, 'import_running', IMPORT_ALREADY_RUNNING);
