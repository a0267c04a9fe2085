/**
 * Lets at most `width` searches use the database at once; the others wait their turn here,
 * in order. On PGlite, which runs one statement at a time, searches in a row then leave
 * room between them for other visitors' queries, instead of queueing ahead of them all
 * (docs/reliability.md#expensive-searches).
 */
export class SearchGate {
  private readonly waiting: Array<() => void> = [];

  constructor(private free: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // Handed over after a turn of the event loop, once its I/O has been read: handed at
      // once, the next search's queries would go ahead of the requests that came meanwhile.
      if (next) setImmediate(() => setImmediate(next));
      else this.free++;
    }
  }
}
