import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '#modules/contact/contact-public';
import { QUOTE_RATE_LIMIT } from '#modules/quote/quote-public';
import { SEARCH_RATE_LIMIT } from '#modules/search/search-public';
import { createTestApp, type TestApp } from '#test/test-app';

// docs/product/api-conventions.md#rate-limits: a client is counted by the address its
// connection comes from, or by the one a configured proxy forwards, never by a header it
// writes itself.

const limitedRoutes = [
  { url: '/exposed/post/quote', max: QUOTE_RATE_LIMIT.max },
  { url: '/post/contact/form', max: CONTACT_RATE_LIMIT.max },
  { url: '/exposed/search/articles', max: SEARCH_RATE_LIMIT.max },
];

/** An invalid body: the limits count before validation, and nothing is stored. */
function send(t: TestApp, url: string, remoteAddress: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: {},
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('without TRUSTED_PROXIES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(limitedRoutes)(
    'a rotating X-Forwarded-For does not get past the limit of $url',
    async ({ url, max }) => {
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        statuses.push((await send(t, url, '198.51.100.9', `203.0.113.${i % 250}`)).statusCode);
      }
      expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
      expect(statuses[max]).toBe(429);
    },
  );
});

describe('with TRUSTED_PROXIES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1' });
  });
  afterAll(() => t.close());

  it('counts a request relayed by a trusted proxy under its forwarded client', async () => {
    for (const proxy of ['10.1.2.3', '2001:db8::1']) {
      for (let i = 0; i <= QUOTE_RATE_LIMIT.max; i++) {
        const res = await send(t, '/exposed/post/quote', proxy, `203.0.113.${i}, ${proxy}`);
        expect(res.statusCode).toBe(400);
      }
    }
    const clientAgain = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
      clientAgain.push((await send(t, '/post/contact/form', '10.1.2.3', '203.0.113.7')).statusCode);
    }
    expect(clientAgain.at(-1)).toBe(429);
  });

  it('still counts a request from any other address by its socket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
      statuses.push(
        (await send(t, '/post/contact/form', '198.51.100.10', `203.0.113.${i}`)).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
