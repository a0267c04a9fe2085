import type { Database } from '#db/database';
import type { ImportSource } from './import-source';
import { type ImportResult, importOxygene } from './oxygene-import';

/**
 * Oxygène exports into the catalogue, for whoever holds a file: the command line, the
 * demo seed, and later the administrators' upload.
 */
export class ImportService {
  constructor(
    private readonly db: Database,
    /** Called once an import is committed: what the catalogue answered before is stale. */
    private readonly onApplied: () => void = () => {},
  ) {}

  /** `userId`: the administrator who sent the file; null from the command line or the seed. */
  run(source: ImportSource, fileName: string, userId: number | null = null): Promise<ImportResult> {
    return importOxygene({ db: this.db, source, fileName, userId, onApplied: this.onApplied });
  }
}
