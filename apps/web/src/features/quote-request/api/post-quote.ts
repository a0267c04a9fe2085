import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { IDEMPOTENCY_KEY_HEADER } from '@labo/domain/idempotency-key';
import {
  type QuoteCreatedAnswer,
  type QuoteRequest,
  quoteCreatedAnswerSchema,
} from '@labo/domain/quote-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';
import { type CurrentUser, currentUserQueryKey } from '#shared/session/current-user.ts';
import { namesShownField } from '../quote-form-schema';
import { quoteRequestMessages as messages } from '../quote-request-messages';

type PostQuoteVariables = {
  request: QuoteRequest;
  /** The session the page shows, from the query cache; null for a visitor. */
  session: CurrentUser | null | undefined;
  /** One per request sent, kept for its retries, so that a retry cannot create a second quote. */
  idempotencyKey: string;
};

/**
 * POST /exposed/post/quote (docs/product/quote-request.md#quote-request-call), with the
 * Idempotency-Key header (docs/product/quote-request.md#idempotency) and, when someone is
 * logged in, their token: the quote then belongs to them
 * (docs/product/api-conventions.md#public-and-protected-calls). A public call rather than
 * protectedRequest: a refused token must not log out, which would empty the cart.
 */
function postQuote({
  request,
  session,
  idempotencyKey,
}: PostQuoteVariables): Promise<QuoteCreatedAnswer> {
  return apiClient.post(apiPath(apiRoutes.postQuote), request, {
    schema: quoteCreatedAnswerSchema,
    token: session?.jwt ?? null,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** 128 random bits in hex; getRandomValues, as randomUUID only exists on https pages. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const MAX_RETRIES = 2;

/**
 * Retry when the request may not have reached the server or the server failed: the
 * same idempotency key makes a retry of a quote that was in fact created return it. A
 * 4xx would fail the same way, and a 429 asks to wait minutes, not seconds.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  return error.status === NO_RESPONSE_STATUS || error.status >= 500;
}

/**
 * The server's own French text for a refused request (a withdrawn article, an expired
 * login, too many requests), the product's own text for everything else
 * (docs/product/quote-request.md#send-failure); nothing when the form shows the error under
 * its field.
 */
function sendFailureNotice(error: Error): string | undefined {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (error.status === 400 && namesShownField(error.body?.fields)) return undefined;
    if (error.body?.message) return error.body.message;
  }
  return messages.sendFailed;
}

/**
 * The quote request's sending. The token is the session's as the query cache holds it
 * (read at the press, without waiting for the device): the page waits for that session
 * before it shows the form.
 */
export function usePostQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Omit<PostQuoteVariables, 'session'>) =>
      postQuote({
        ...variables,
        session: queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey),
      }),
    retry: shouldRetry,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
    meta: { errorNotice: sendFailureNotice },
  });
}
