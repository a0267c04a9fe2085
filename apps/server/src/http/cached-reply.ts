import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerCache, CachedAnswer } from './answer-cache';
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
  reply.type('application/json; charset=utf-8');
  await sendCompressed(request, reply, answer);
}

/**
 * Sends a cached answer's text, or its compressed form made once per entry when the client
 * accepts one; the reply's type is set by the caller.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<void> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && answer.text.length >= COMPRESS_FROM_BYTES) {
    // An encoded body is left alone by @fastify/compress.
    reply.header('content-encoding', encoding);
    await reply.send(answer.encode(encoding));
    return;
  }
  // Awaiting the reply tells Fastify the handler sent it itself: returning nothing
  // from an async handler let compression end the stream empty.
  await reply.send(answer.text);
}
