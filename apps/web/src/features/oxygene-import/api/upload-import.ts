import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import {
  type ImportProgressEvent,
  importFailureEventSchema,
  importProgressEventSchema,
  importReportSchema,
} from '@labo/domain/import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, isApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';
import { protectedResponse } from '#shared/session/protected-request.ts';
import { importMessages as messages } from '../import-messages';
import { importKeys } from './import-keys';
import { readEventStream } from './read-event-stream';

/** A `failure` event of the stream: the import stopped (another one runs, an error). */
class ImportFailure extends Error {
  override readonly name = 'ImportFailure';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * POST /api/oxygene/perform/import with the file (docs/product/import.md#import-call), its
 * progress read from the answer's server-sent events: resolves with the report's lines;
 * rejects with an ApiError (refused before the stream: 409, 413…, or no answer) or an
 * ImportFailure. A 401 logs out.
 */
async function uploadImport(
  file: File,
  onProgress: (progress: ImportProgressEvent) => void,
): Promise<string[]> {
  const form = new FormData();
  form.append('file', file);
  const response = await protectedResponse(apiPath(apiRoutes.oxygeneImport), {
    method: 'POST',
    body: form,
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

export type ImportState =
  | { step: 'idle' }
  | { step: 'running'; progress: ImportProgressEvent | null }
  | { step: 'done'; lines: string[] }
  | { step: 'failed'; message: string };

/**
 * An upload and where it stands (docs/product/import.md#import-page). A refusal the server
 * explains (another import runs, the import stopped) shows its message; any other failure
 * the page's "could not be sent" text, both in the form's alert. The history loads again
 * after each attempt.
 */
export function useUploadImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgressEvent | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(null);
      return uploadImport(file, setProgress);
    },
    // Not awaited: the report shows at once, the history follows.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importKeys.runs() }),
  });
  const state: ImportState =
    upload.status === 'pending'
      ? { step: 'running', progress }
      : upload.status === 'success'
        ? { step: 'done', lines: upload.data }
        : upload.status === 'error'
          ? { step: 'failed', message: failureMessage(upload.error) }
          : { step: 'idle' };
  return { state, status: upload.status, start: upload.mutate };
}

function failureMessage(error: unknown): string {
  if (error instanceof ImportFailure) return error.message;
  if (isApiError(error) && error.status === 409 && error.body) return error.body.message;
  return messages.uploadFailed;
}
