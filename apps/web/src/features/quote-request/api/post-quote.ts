import { IDEMPOTENCY_KEY_HEADER } from '@labo/domain/idempotency-key';
import {
  type QuoteCreatedAnswer,
  type QuoteRequest,
  quoteCreatedAnswerSchema,
} from '@labo/domain/quote-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient, isApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';

type PostQuoteVariables = {
  request: QuoteRequest;
  /**
   * The stored login token: the quote then belongs to the customer
   * (docs/product/api-conventions.md#public-and-protected-calls).
   */
  token: string | null;
  /** One per request sent, kept for its retries, so that a retry cannot create a second quote. */
  idempotencyKey: string;
};

/**
 * POST /exposed/post/quote (docs/product/quote-request.md#quote-request-call), with the
 * Idempotency-Key header (docs/product/quote-request.md#idempotency).
 */
function postQuote({
  request,
  token,
  idempotencyKey,
}: PostQuoteVariables): Promise<QuoteCreatedAnswer> {
  return apiClient.post('/exposed/post/quote', request, {
    schema: quoteCreatedAnswerSchema,
    token,
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

export function usePostQuote() {
  return useMutation({
    mutationFn: postQuote,
    retry: shouldRetry,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
  });
}
