import type { FastifyRequest } from 'fastify';

// docs/product/api-conventions.md#request-log: the log of a request names its path, but the
// token of a verification or reset link in a path is a secret (whoever reads it could use
// the link), so it is masked. Bodies, where passwords travel, are never logged.

const LINK_TOKEN_PATHS = [
  /^(\/exposed\/password\/)[^/?#]+(\/user\/reset)/,
  /^(\/credentials\/recover\/)[^/?#]+(\/|$|\?)/,
  /^(\/account\/verify\/)[^/?#]+(\/|$|\?)/,
];

export function maskLinkTokens(url: string): string {
  for (const pattern of LINK_TOKEN_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1***$2');
  }
  return url;
}

/** Fastify's own request serializer, with link tokens masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
