import type { z } from 'zod';

/**
 * Serialized answers of the public catalogue, kept a few seconds. A list of 200 articles
 * costs several milliseconds of queries, mapping and schema checks; the same JSON string
 * can serve every visitor meanwhile. The owner clears it when it changes the catalogue
 * (import, admin edits); another server process on the same PostgreSQL sees a change
 * after at most `ttlMs` (ARCHITECTURE: "caches that tolerate staleness").
 */
export class AnswerCache {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<string>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The JSON answer for `key`, produced once per period even under concurrent requests. */
  get<S extends z.ZodType>(
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.json);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = produce()
      .then((value) => {
        // Checked once against the wire schema, as the route serializer would.
        const json = JSON.stringify(schema.parse(value));
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { json, expiresAt: this.now() + this.ttlMs });
        }
        return json;
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
