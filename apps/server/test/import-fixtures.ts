import type { Database } from '#db/database';
import { type ImportResult, importOxygene } from '#modules/import/import-public';

/**
 * Imports a file as the import page does (docs/product/import.md#check-before-import):
 * checked first, then applied with the number withdrawn the check announced, so that a test
 * about something else is not refused for replacing its fixtures' catalogue.
 */
export async function importConfirmed(
  db: Database,
  source: string | Buffer,
  fileName = 'export.csv',
): Promise<ImportResult> {
  const check = await importOxygene({ db, source, fileName, intent: { mode: 'check' } });
  return importOxygene({
    db,
    source,
    fileName,
    intent: { mode: 'apply', confirmedWithdrawn: check.summary.withdrawn },
  });
}
