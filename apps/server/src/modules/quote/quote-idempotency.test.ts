import { IDEMPOTENCY_KEY_REUSED } from '@labo/domain/messages';
import { type QuoteRequest, quoteRequestSchema } from '@labo/domain/quote-schemas';
import { describe, expect, it } from 'vitest';
import { checkSameRequest, quoteIdempotency } from './quote-idempotency';

const request = (extra: Record<string, unknown> = {}): QuoteRequest =>
  quoteRequestSchema.parse({
    email: 'Marie.Curie@example.org',
    lines: [
      { article_id: 1, quantity: 2 },
      { article_id: 2, quantity: 1 },
    ],
    env: 'production',
    ...extra,
  });

describe('quoteIdempotency (docs/product/quote-request.md#idempotency)', () => {
  it('scopes the key to the user, or to the lower-cased e-mail of a visitor', () => {
    expect(quoteIdempotency(request(), 7, 'k').scope).toBe('user:7');
    expect(quoteIdempotency(request(), null, 'k').scope).toBe('email:marie.curie@example.org');
  });

  it('hashes the request as understood: trimmed, empty as absent, any field order', () => {
    const hash = (r: QuoteRequest) => quoteIdempotency(r, null, 'k').requestHash;
    const plain = hash(request());
    expect(hash(request({ comment: '  ', phone: '' }))).toBe(plain);
    expect(hash(Object.fromEntries(Object.entries(request()).reverse()) as QuoteRequest)).toBe(
      plain,
    );
    expect(hash(request({ comment: 'Le matin' }))).not.toBe(plain);
    const swapped = request({
      lines: [
        { article_id: 2, quantity: 1 },
        { article_id: 1, quantity: 2 },
      ],
    });
    expect(hash(swapped)).not.toBe(plain);
  });

  it('accepts the same request again and refuses another one with 422', () => {
    const first = quoteIdempotency(request(), null, 'k');
    expect(() => checkSameRequest(first.requestHash, first)).not.toThrow();
    expect(() => checkSameRequest(null, first)).not.toThrow();
    expect(() => checkSameRequest('other', first)).toThrow(
      expect.objectContaining({ statusCode: 422, message: IDEMPOTENCY_KEY_REUSED }),
    );
  });
});
