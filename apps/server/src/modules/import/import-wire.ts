import { toIsoWithParisOffset } from '@labo/domain/dates';
import type { ImportRun } from '@labo/domain/import-schemas';
import type { selectImportRuns } from './import-queries';
import { emptySummary } from './import-report';

type StoredRun = Awaited<ReturnType<typeof selectImportRuns>>[number];

/** The history's wire shape (docs/product/import.md#import-history). */
export function importRunsAnswer(runs: StoredRun[]): ImportRun[] {
  return runs.map((run) => ({
    id: run.id,
    file_name: run.fileName,
    status: run.status,
    started_at: toIsoWithParisOffset(run.startedAt),
    finished_at: toIsoWithParisOffset(run.finishedAt),
    user:
      run.userId === null
        ? null
        : {
            id: run.userId,
            email: run.email ?? '',
            firstName: run.firstName ?? '',
            lastName: run.lastName ?? '',
          },
    summary: { ...emptySummary(), ...run.summary },
    reason: run.status === 'applied' ? null : run.firstLine,
  }));
}
