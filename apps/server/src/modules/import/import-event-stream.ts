import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { AppError } from '#http/app-error';
import { IMPORT_FAILED_UNEXPECTEDLY } from './import-messages';
import type { ImportProgress } from './import-progress';

/** Whether the caller asked for the import's progress as server-sent events. */
export const wantsEventStream = (accept: string | undefined): boolean =>
  accept?.includes('text/event-stream') ?? false;

/**
 * Answers an import as server-sent events (docs/product/import.md#import-call): `progress`
 * after each chunk, then `report` with the answer, or `failure` with the error shape. The
 * reply is taken over from Fastify, so the headers its hooks set (security headers) are
 * copied; an import the caller stops listening to still completes and is recorded.
 */
export async function streamImport(
  reply: FastifyReply,
  run: (onProgress: (progress: ImportProgress) => void) => Promise<unknown>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies that buffer answers would hold every event until the end.
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    send('report', await run(({ read, total }) => send('progress', { read, total })));
  } catch (error) {
    if (error instanceof AppError) {
      send('failure', { error: error.code, message: error.message });
    } else {
      reply.log.error({ err: error }, 'import failed');
      send('failure', { error: 'internal_error', message: IMPORT_FAILED_UNEXPECTEDLY });
    }
  } finally {
    raw.end();
  }
}
