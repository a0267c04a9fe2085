import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { z } from 'zod';
import { ShortLivedCache, STALE_FOR_MS } from './short-lived-cache';

export type ContentEncoding = 'br' | 'gzip';

/**
 * One cached answer: its text (JSON, or a rendered page's HTML) and, made on first demand,
 * its compressed forms. Compressing a 100 kB list costs milliseconds, far more than
 * everything else once the answer is cached, so it is done once per entry rather than once
 * per response (decision 012).
 */
export class CachedAnswer {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly text: string) {}

  encode(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.text);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** What makes one answer: its producer, and the wire schema the answer is checked against. */
interface Production {
  schema: z.ZodType;
  produce: () => Promise<unknown>;
}

/**
 * Serialized answers of the public catalogue and of search, kept a few seconds (decision
 * 012). A list of 200 articles costs several milliseconds of queries, mapping and schema
 * checks; the same JSON string can serve every visitor meanwhile. The owner (the
 * catalogue's service, for both) clears it when the catalogue changes, in this process or
 * another on the same PostgreSQL (docs/decisions/030-catalog-change-signal.md); `ttlMs` is
 * the net under a lost notice (docs/architecture.md#caches-that-tolerate-staleness).
 */
export class AnswerCache {
  private readonly answers: ShortLivedCache<CachedAnswer, Production>;

  constructor(ttlMs = STALE_FOR_MS, maxEntries = 5000, now?: () => number) {
    this.answers = new ShortLivedCache<CachedAnswer, Production>({
      max: maxEntries,
      staleWhileRemaking: true,
      ttlMs,
      ...(now ? { now } : {}),
      // Checked once against the wire schema, as the route serializer would.
      produce: async (_key, { schema, produce }) =>
        new CachedAnswer(JSON.stringify(schema.parse(await produce()))),
    });
  }

  /**
   * The answer for `key`, produced once per period even under concurrent requests: at once
   * when it is cached, a promise while it is being produced.
   */
  get<S extends z.ZodType>(
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): CachedAnswer | Promise<CachedAnswer> {
    return this.answers.get(key, { schema, produce });
  }

  clear(): void {
    this.answers.clear();
  }
}
