import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import {
  type ImportCheck,
  type ImportProgressEvent,
  importCheckSchema,
  importFailureEventSchema,
  importProgressEventSchema,
  importReportSchema,
} from '@labo/domain/import-schemas';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, isApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';
import { protectedResponse } from '#shared/session/protected-request.ts';
import { importMessages as messages } from '../import-messages';
import { importKeys } from './import-keys';
import { readEventStream } from './read-event-stream';

/** The error code of a file refused as a whole (docs/product/import.md#import-call). */
const REFUSED = 'import_refused';

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
 * A check, or the import confirmed with the number of articles its check said it withdraws
 * (the server applies a risky import only with that number).
 */
type ImportQuery = { mode: 'check' } | { mode: 'apply'; confirm_withdrawn: string };

/**
 * POST /api/oxygene/perform/import with the file (docs/product/import.md#import-call), its
 * progress read from the answer's server-sent events: resolves with the `report` event read
 * by `schema`; rejects with an ApiError (refused before the stream: 409, 413…, or no answer)
 * or an ImportFailure (a refused file, another import). A 401 logs out.
 */
async function uploadImport<Answer>(
  file: File,
  query: ImportQuery,
  schema: z.ZodType<Answer>,
  onProgress: (progress: ImportProgressEvent) => void,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', file);
  const path = `${apiPath(apiRoutes.oxygeneImport)}?${new URLSearchParams(query)}`;
  const response = await protectedResponse(path, {
    method: 'POST',
    body: form,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError(NO_RESPONSE_STATUS);
  try {
    for await (const { event, data } of readEventStream(response.body)) {
      const payload: unknown = JSON.parse(data);
      if (event === 'progress') onProgress(importProgressEventSchema.parse(payload));
      else if (event === 'report') return schema.parse(payload);
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
  | { step: 'checking'; progress: ImportProgressEvent | null }
  | { step: 'checked'; check: ImportCheck }
  | { step: 'importing'; check: ImportCheck; progress: ImportProgressEvent | null }
  | { step: 'done'; lines: string[] }
  | { step: 'refused' | 'failed'; message: string };

/**
 * An import and where it stands (docs/product/import.md#import-page): the check of the
 * file, then, once confirmed, the import of that same file. A refused file says why; a
 * refusal the server explains otherwise (another import runs) shows its message, any other
 * failure the page's "could not be sent" text. The history loads again after each import.
 */
export function useOxygeneImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgressEvent | null>(null);
  const check = useMutation({
    mutationFn: (file: File) => {
      setProgress(null);
      return uploadImport(file, { mode: 'check' }, importCheckSchema, setProgress);
    },
  });
  const apply = useMutation({
    mutationFn: ({ file, withdrawn }: { file: File; withdrawn: number }) => {
      setProgress(null);
      const query = { mode: 'apply', confirm_withdrawn: String(withdrawn) } as const;
      return uploadImport(file, query, importReportSchema, setProgress);
    },
    // Not awaited: the report shows at once, the history follows.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importKeys.runs() }),
  });
  const reset = () => {
    check.reset();
    apply.reset();
  };
  return {
    state: importState(check, apply, progress),
    check: (file: File) => {
      apply.reset();
      check.mutate(file);
    },
    confirm: () => {
      if (check.variables && check.data) {
        apply.mutate({ file: check.variables, withdrawn: check.data.summary.withdrawn });
      }
    },
    reset,
  };
}

type Step<Answer> = Pick<UseMutationResult<Answer, Error, File>, 'status' | 'data' | 'error'>;

/** The import's step wins over the check's: it comes after. */
function importState(
  check: Step<ImportCheck>,
  apply: Step<string[]>,
  progress: ImportProgressEvent | null,
): ImportState {
  if (apply.status === 'pending' && check.data) {
    return { step: 'importing', check: check.data, progress };
  }
  if (apply.status === 'success') return { step: 'done', lines: apply.data ?? [] };
  if (apply.status === 'error') return failureState(apply.error);
  if (check.status === 'pending') return { step: 'checking', progress };
  if (check.status === 'success' && check.data) return { step: 'checked', check: check.data };
  if (check.status === 'error') return failureState(check.error);
  return { step: 'idle' };
}

function failureState(error: unknown): ImportState {
  if (error instanceof ImportFailure) {
    return { step: error.code === REFUSED ? 'refused' : 'failed', message: error.message };
  }
  if (isApiError(error) && error.body?.error === REFUSED) {
    return { step: 'refused', message: error.body.message };
  }
  if (isApiError(error) && error.status === 409 && error.body) {
    return { step: 'failed', message: error.body.message };
  }
  return { step: 'failed', message: messages.uploadFailed };
}
