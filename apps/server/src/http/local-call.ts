import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Calls made on this machine and not relayed by a proxy (the benchmark, health checks,
 * tests) are not counted by the rate limits. The socket address is used, not
 * request.ip: behind a trusted proxy a client could otherwise claim 127.0.0.1 in
 * X-Forwarded-For; and a call relayed by a local proxy carries that header, so it is
 * counted: under the client's own address when the proxy is in TRUSTED_PROXIES, under
 * the proxy's otherwise (docs/product/api-conventions.md#rate-limits).
 */
export function isLocalUnproxiedCall(request: FastifyRequest): boolean {
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined
  );
}
