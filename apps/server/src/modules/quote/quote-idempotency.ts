import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED } from '@labo/domain/messages';
import type { QuoteRequest } from '@labo/domain/quote-schemas';
import { AppError } from '#http/app-error';

// docs/product/quote-request.md#idempotency: a key belongs to its client, and stands for
// one request only.

export interface QuoteIdempotency {
  /** "user:{id}" for a logged-in customer, "email:{address}" for a visitor. */
  scope: string;
  key: string;
  /** Hash of the canonical request the key was first sent with. */
  requestHash: string;
}

/**
 * The request as JSON that does not depend on how it was written: keys sorted, absent and
 * empty fields alike (both are stored as empty). The request is the parsed one, so text is
 * already trimmed. Lines keep their order: it is the order of the quote's lines.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined && field !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function quoteIdempotency(
  request: QuoteRequest,
  userId: number | null,
  key: string,
): QuoteIdempotency {
  return {
    scope: userId === null ? `email:${request.email.toLowerCase()}` : `user:${userId}`,
    key,
    requestHash: createHash('sha256').update(canonicalJson(request)).digest('base64url'),
  };
}

/**
 * A key already used: the same request gets the first answer, another one a 422. A quote
 * stored before requests were hashed (null) is taken as the same request.
 */
export function checkSameRequest(storedHash: string | null, idempotency: QuoteIdempotency): void {
  if (storedHash !== null && storedHash !== idempotency.requestHash) {
    throw new AppError(422, 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
  }
}
