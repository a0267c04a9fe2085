import {
  type ImportProgressEvent,
  importFailureEventSchema,
  importProgressEventSchema,
  importReportSchema,
  importRunsSchema,
} from '@labo/domain/import-schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';
import { protectedRequest, protectedResponse } from '#shared/session/protected-request.ts';
import { readEventStream } from './read-event-stream';

// The import page's calls (docs/product/import.md#import-call); a 401 logs out.

/** GET /api/oxygene/imports: the 50 latest runs, newest first. */
export function importRunsQueryOptions(jwt: string) {
  return queryOptions({
    queryKey: ['import-runs'],
    queryFn: ({ signal }) =>
      protectedRequest('/api/oxygene/imports', { schema: importRunsSchema, token: jwt, signal }),
    staleTime: 0,
  });
}

/** A `failure` event of the stream: the import stopped (another one runs, an error). */
export class ImportFailure extends Error {
  override readonly name = 'ImportFailure';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * POST /api/oxygene/perform/import with the file, its progress read from the answer's
 * server-sent events: resolves with the report's lines; rejects with an ApiError (refused
 * before the stream: 409, 413…, or no answer) or an ImportFailure.
 */
export async function uploadImport(
  jwt: string,
  file: File,
  onProgress: (progress: ImportProgressEvent) => void,
): Promise<string[]> {
  const form = new FormData();
  form.append('file', file);
  const response = await protectedResponse('/api/oxygene/perform/import', {
    method: 'POST',
    body: form,
    token: jwt,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError(NO_RESPONSE_STATUS);
  try {
    for await (const { event, data } of readEventStream(response.body)) {
      const payload: unknown = JSON.parse(data);
      if (event === 'progress') onProgress(importProgressEventSchema.parse(payload));
      else if (event === 'report') return importReportSchema.parse(payload);
      else if (event === 'failure') {
        const failure = importFailureEventSchema.parse(payload);
        throw new ImportFailure(failure.error, failure.message);
      }
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ApiError(NO_RESPONSE_STATUS, undefined, { cause: error });
  }
  // The connection closed before the report: the answer never came whole.
  throw new ApiError(NO_RESPONSE_STATUS);
}

/** GET /api/oxygene/imports/{id}/rejected-lines.csv, saved as a file. */
export function downloadRejectedLines(runId: number) {
  return downloadProtectedFile(
    `/api/oxygene/imports/${runId}/rejected-lines.csv`,
    `lignes-rejetees-${runId}.csv`,
  );
}
