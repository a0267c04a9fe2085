import type { LoadRequest } from './http-load';

/**
 * Quote requests as the validation page sends them
 * (docs/product/quote-request.md#quote-request-payload), of 1 to 5 lines from the given
 * articles; no Idempotency-Key, so that each one makes a quote. Shared by
 * `npm run bench` and the quote-only load (quote-load.ts), so both measure the same thing.
 */
export function quoteRequests(articleIds: number[]): LoadRequest[] {
  return Array.from({ length: 20 }, (_, i) => ({
    method: 'POST' as const,
    path: '/exposed/post/quote',
    body: JSON.stringify({
      firstName: 'Banc',
      lastName: `Essai ${i}`,
      email: `banc.essai${i}@example.com`,
      deliveryCity: 'Lyon',
      lines: articleIds
        .slice(i * 5, i * 5 + 1 + (i % 5))
        .map((article_id, n) => ({ article_id, quantity: n + 1 })),
      env: 'production',
    }),
  })).filter((request) => !request.body.includes('"lines":[]'));
}
