import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { isApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';

const MAX_RETRIES = 2;

/** Retry what may pass next time (no answer, 5xx, 429); a 4xx will fail the same way. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.status === NO_RESPONSE_STATUS || error.status >= 500 || error.status === 429;
}

/** The client's settings, shared by the browser's client and the server renderer's. */
export function queryClientConfig(): QueryClientConfig {
  return {
    // Load failures are logged (docs/product/api-conventions.md#load-failures); screens
    // show their own French message. A 404 is an answer the screen expects (the not-found
    // texts), not a failure worth a log.
    queryCache: new QueryCache({
      onError: (error) => {
        if (!(isApiError(error) && error.status === 404)) console.error(error);
      },
    }),
    // Failed actions are logged here once; what the person reads comes from the
    // mutation's notices (shared/mutation-notices.tsx) or the form's field errors. A 4xx is
    // an answer the screen shows (a refusal, a field error), not a failure worth a log.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!(isApiError(error) && error.status >= 400 && error.status < 500)) {
          console.error(error);
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig());
}
