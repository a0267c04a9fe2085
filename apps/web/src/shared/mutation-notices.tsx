import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDismissSnackbarError, useSnackbar } from './snackbar';

/**
 * What a mutation tells the person when it ends, declared where the mutation is
 * (docs/conventions.md#data-layer): a success notice, and the text of a failure. A failure
 * whose text is undefined is shown by the screen itself (a field error, a banner).
 */
type MutationNoticesMeta = {
  successNotice?: string;
  errorNotice?: string | ((error: Error) => string | undefined);
  /** A second line under the error notice (the server's reason), when there is one. */
  errorDetail?: (error: Error) => string | undefined;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationNoticesMeta;
  }
}

/**
 * Shows every mutation's notices in the snackbar: the one path by which the result of an
 * action reaches the person, whichever screen started it.
 */
export function MutationNotices() {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const dismissError = useDismissSnackbarError();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        // The next action starts: the error of the last one has been seen.
        if (event.action.type === 'pending') dismissError();
        const meta = event.mutation.meta;
        if (event.action.type === 'success' && meta?.successNotice) {
          showSnackbar(meta.successNotice);
        }
        if (event.action.type === 'error' && meta?.errorNotice) {
          const { errorNotice } = meta;
          const text =
            typeof errorNotice === 'string' ? errorNotice : errorNotice(event.action.error);
          if (text) showSnackbar(text, 'error', meta.errorDetail?.(event.action.error));
        }
      }),
    [queryClient, showSnackbar, dismissError],
  );
  return null;
}
