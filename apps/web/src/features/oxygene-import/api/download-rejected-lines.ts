import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';
import { importMessages as messages } from '../import-messages';

/** GET /api/oxygene/imports/{id}/rejected-lines.csv, saved as a file. */
function downloadRejectedLines(runId: number) {
  return downloadProtectedFile(
    apiPath(apiRoutes.oxygeneRejectedLines, { id: runId }),
    `lignes-rejetees-${runId}.csv`,
  );
}

/** A run's rejected lines as CSV; a failure says "Une erreur est survenue". */
export function useDownloadRejectedLines() {
  return useMutation({
    mutationFn: downloadRejectedLines,
    meta: { errorNotice: messages.downloadFailed },
  });
}
