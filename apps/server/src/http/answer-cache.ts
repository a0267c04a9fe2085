import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { z } from 'zod';

export type ContentEncoding = 'br' | 'gzip';

/**
 * One cached answer: its JSON and, made on first demand, its compressed forms. Compressing
 * a 100 kB list costs milliseconds, far more than everything else once the answer is
 * cached, so it is done once per entry rather than once per response (decision 012).
 */
export class CachedAnswer {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly json: string) {}

  encode(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Serialized answers of the public catalogue and of search, kept a few seconds (decision
 * 012). A list of 200 articles costs several milliseconds of queries, mapping and schema
 * checks; the same JSON string can serve every visitor meanwhile. The owner (the
 * catalogue's service, for both) clears it when the catalogue changes (import, admin
 * edits); another server process on the same PostgreSQL sees a change after at most
 * `ttlMs` (docs/architecture.md#caches-that-tolerate-staleness).
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for `key`, produced once per period even under concurrent requests. */
  get<S extends z.ZodType>(
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.answer);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = produce()
      .then((value) => {
        // Checked once against the wire schema, as the route serializer would.
        const answer = new CachedAnswer(JSON.stringify(schema.parse(value)));
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs });
        }
        return answer;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}
