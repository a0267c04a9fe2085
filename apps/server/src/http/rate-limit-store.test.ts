import { randomBytes } from 'node:crypto';
import { apiRoutes } from '@labo/domain/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '#modules/contact/contact-public';
import { createTestApp, type TestApp } from '#test/test-app';

// Where the rate limits count (docs/decisions/034-shared-rate-limits.md): two processes
// with REDIS_URL share their counts in a real Redis, each counts alone without it, and a
// Redis that does not answer lets requests through and says so in the log.

const redisUrl = process.env.TEST_REDIS_URL;
const opened: TestApp[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function open(env: NodeJS.ProcessEnv = {}, logLines?: string[]): Promise<TestApp> {
  const logger = logLines
    ? { level: 'info', stream: { write: (line: string) => logLines.push(line) } }
    : undefined;
  const t = await createTestApp(env, logger ? { logger } : {});
  opened.push(t);
  return t;
}

/**
 * A documentation address of its own per run, so that counts left in Redis by another run do
 * not meet it; random in its /64, the part the plugin counts IPv6 addresses under.
 */
const freshAddress = () => {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  return `2001:db8:${a}:${b}::1`;
};

/** A contact message refused for its empty body: it counts all the same, and sends nothing. */
async function contact(t: TestApp, remoteAddress: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: apiRoutes.contactForm,
    payload: {},
    remoteAddress,
  });
  return res.statusCode;
}

describe.skipIf(redisUrl === undefined)('rate limits with REDIS_URL', () => {
  it('counts the requests of both processes together', async () => {
    const [a, b] = [await open({ REDIS_URL: redisUrl }), await open({ REDIS_URL: redisUrl })];
    const address = freshAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect(await contact(i % 2 === 0 ? a : b, address)).toBe(400);
    }
    expect(await contact(a, address)).toBe(429);
    expect(await contact(b, address)).toBe(429);
  });
});

describe('rate limits without a shared Redis', () => {
  it('counts per process without REDIS_URL', async () => {
    const [a, b] = [await open(), await open()];
    const address = freshAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect(await contact(a, address)).toBe(400);
    expect(await contact(a, address)).toBe(429);
    expect(await contact(b, address)).toBe(400);
  });

  it('lets requests through when Redis does not answer, and logs it', async () => {
    const lines: string[] = [];
    // Port 1 on the loopback: nothing listens there.
    const t = await open({ REDIS_URL: 'redis://:secret@127.0.0.1:1/0' }, lines);
    const address = freshAddress();
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) expect(await contact(t, address)).toBe(400);
    await expect.poll(() => lines.join('\n')).toContain('rate limits count nothing');
    expect(lines.join('\n')).toContain('redis://127.0.0.1:1/0');
    expect(lines.join('\n')).not.toContain('secret');
  });
});
