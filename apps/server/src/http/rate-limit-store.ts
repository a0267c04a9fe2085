import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

// Where the per-address rate limits keep their counts (docs/decisions/034-shared-rate-limits.md):
// in the process without REDIS_URL, in Redis with it, so that every process behind a load
// balancer counts the same requests. Redis unreachable, the limits count nothing (fail
// open) and the log says so, once when it goes and once when it comes back.

/** The keys' prefix in Redis: the shop's counters, apart from anything else in it. */
const REDIS_KEY_PREFIX = 'labo-rate-limit:';
/** A request waits at most this long for a count; beyond, it is let through. */
const REDIS_TIMEOUT_MS = 500;

/** Where the URL points, without its password, for the log. */
function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

function logRedisState(redis: Redis, log: FastifyBaseLogger, address: string): void {
  let answering = false;
  redis.on('ready', () => {
    answering = true;
    log.info({ redis: address }, 'rate limits counted in Redis');
  });
  redis.on('error', (error: Error) => {
    if (!answering) return;
    answering = false;
    log.error({ err: error, redis: address }, 'Redis does not answer: rate limits count nothing');
  });
}

/**
 * The rate-limit plugin, each route giving its own limit, with its counts in Redis when
 * `redisUrl` is set. The start does not wait for Redis: one that does not answer is logged,
 * and the client keeps trying to reach it.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  if (redisUrl === undefined) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const address = redisAddress(redisUrl);
  // ioredis is loaded only by the processes that count in Redis (docs/performance.md#start-up).
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(redisUrl, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // A count asked while Redis is away fails at once rather than waiting in a queue.
    enableOfflineQueue: false,
  });
  logRedisState(redis, app.log, address);
  redis.connect().catch((error: unknown) => {
    app.log.error(
      { err: error, redis: address },
      'Redis does not answer at start: rate limits count nothing until it does',
    );
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: REDIS_KEY_PREFIX,
    skipOnError: true,
  });
}
