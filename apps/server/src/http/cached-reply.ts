import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerCache } from './answer-cache';
import { preferredEncoding } from './content-encoding';

/** Smaller answers are not worth compressing (the compress plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends the public answer under `key` from the short-lived cache (answer-cache.ts), as
 * JSON already checked against `schema`, pre-compressed when the client accepts it. The
 * route's serializer is bypassed on purpose: the JSON was checked once, when it was made
 * (decision 012).
 */
export async function sendCachedAnswer<S extends z.ZodType>(
  answers: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: S,
  produce: () => Promise<z.input<S>>,
): Promise<void> {
  const answer = await answers.get(key, schema, produce);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && answer.json.length >= COMPRESS_FROM_BYTES) {
    // An encoded body is left alone by @fastify/compress.
    reply.header('content-encoding', encoding);
    await reply.send(answer.encode(encoding));
    return;
  }
  // Awaiting the reply tells Fastify the handler sent it itself: returning nothing
  // from an async handler let compression end the stream empty.
  await reply.send(answer.json);
}
