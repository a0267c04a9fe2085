import type { ImportProgressEvent } from '@labo/domain/import-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { ImportFailure, importRunsQueryOptions, uploadImport } from './api/import-calls';
import { importMessages as messages } from './import-messages';

export type ImportState =
  | { step: 'idle' }
  | { step: 'running'; progress: ImportProgressEvent | null }
  | { step: 'done'; lines: string[] }
  | { step: 'failed'; message: string };

/**
 * An upload and where it stands (docs/product/import.md#import-page). A refusal the server
 * explains (another import runs, the import stopped) shows its message; any other failure
 * the page's "could not be sent" text. The history loads again after each attempt.
 */
export function useImportUpload(jwt: string) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const queryClient = useQueryClient();
  const start = async (file: File) => {
    setState({ step: 'running', progress: null });
    try {
      const lines = await uploadImport(jwt, file, (progress) =>
        setState({ step: 'running', progress }),
      );
      setState({ step: 'done', lines });
    } catch (error) {
      setState({ step: 'failed', message: failureMessage(error) });
    }
    await queryClient.invalidateQueries({ queryKey: importRunsQueryOptions(jwt).queryKey });
  };
  return { state, start };
}

function failureMessage(error: unknown): string {
  if (error instanceof ImportFailure) return error.message;
  if (isApiError(error) && error.status === 409 && error.body) return error.body.message;
  return messages.uploadFailed;
}
