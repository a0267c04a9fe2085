import { LRUCache } from 'lru-cache';
import type { Executor } from '#db/database';
import { ShortLivedCache, STALE_FOR_MS } from '#http/short-lived-cache';
import type { AttachmentRow } from '#modules/article-read-model/article-read-model-public';
import { selectAttachment, selectFirstPicture } from './media-queries';
import type { MediaStore } from './media-store';

// What the public media routes serve, kept in memory (docs/performance.md#article-media).
// Every list row asks for a thumbnail, so each request must not cost a query and a read of
// the store (a network call with a bucket):
// - the rows found by attachment or article id, for a few seconds: a deletion or a new
//   default picture made by another server process shows within that time, and this
//   process forgets them at once on its own changes;
// - the bytes by store key, for as long as memory allows: a key's bytes never change
//   (they are named by their content, decision 018).

const LOOKUP_ENTRIES = 50_000;
const FILES_BUDGET_BYTES = 64 * 1024 * 1024;
/** Larger files (big documents) are read from the store each time rather than evict the rest. */
const LARGEST_KEPT_FILE_BYTES = 2 * 1024 * 1024;

/** A lookup's answer, "none" included, so that a missing row is not asked again at once. */
type Found = { row: AttachmentRow | null };

export class MediaServingCache {
  private readonly lookups: ShortLivedCache<Found>;
  private readonly files: LRUCache<string, Buffer>;

  constructor(
    private readonly db: Executor,
    private readonly store: MediaStore,
    lookupTtlMs = STALE_FOR_MS,
  ) {
    // One query per key however many requests wait for it.
    this.lookups = new ShortLivedCache<Found>({
      max: LOOKUP_ENTRIES,
      ttlMs: lookupTtlMs,
      produce: (key) => this.lookUp(key),
    });
    this.files = new LRUCache<string, Buffer>({
      maxSize: FILES_BUDGET_BYTES,
      maxEntrySize: LARGEST_KEPT_FILE_BYTES,
      sizeCalculation: (bytes) => Math.max(1, bytes.length),
      fetchMethod: async (key) => (await this.store.read(key)) ?? undefined,
    });
  }

  private async lookUp(key: string): Promise<Found> {
    const [kind, id] = key.split(':');
    const row =
      kind === 'attachment'
        ? await selectAttachment(this.db, Number(id))
        : await selectFirstPicture(this.db, Number(id));
    return { row: row ?? null };
  }

  async attachment(id: number): Promise<AttachmentRow | null> {
    return (await this.lookups.get(`attachment:${id}`)).row;
  }

  /** The article's default picture, or null when it has none. */
  async defaultPicture(articleId: number): Promise<AttachmentRow | null> {
    return (await this.lookups.get(`article:${articleId}`)).row;
  }

  /** The bytes stored under `key`, or null. */
  async read(key: string): Promise<Buffer | null> {
    // A kept file without `fetch`'s promise and options (short-lived-cache.ts).
    return this.files.get(key) ?? (await this.files.fetch(key)) ?? null;
  }

  /** After a change of the catalogue, in any process: rows are read again, bytes stay (their keys say what they hold). */
  forgetLookups(): void {
    this.lookups.clear();
  }
}
