import type { CachedAnswer } from '#http/answer-cache';
import { ShortLivedCache } from '#http/short-lived-cache';

/** A rendered page's answer, kept: a redirect, or a page with its compressed forms. */
export type CachedPage =
  | { status: number; location: string; page?: undefined }
  | { status: number; location?: undefined; page: CachedAnswer };

// Kept pages in all: a list of 200 articles weighs about 400 kB of HTML.
const MAX_PAGES = 2000;
const MAX_PAGE_BYTES = 64 * 1024 * 1024;

/**
 * Rendered pages by address, kept as long as the catalogue's cached answers and forgotten
 * with them whichever process changed the catalogue
 * (docs/decisions/030-catalog-change-signal.md). Every page may be kept: the server renders
 * the page any visitor with that kind of window gets (the key names it), from public
 * catalogue data only, the device's data being read by the browser
 * (docs/decisions/027-server-rendering.md).
 */
export class PageCache {
  private readonly pages = new ShortLivedCache<CachedPage, () => Promise<CachedPage>>({
    max: MAX_PAGES,
    staleWhileRemaking: true,
    maxSize: {
      total: MAX_PAGE_BYTES,
      sizeOf: (cached) => Math.max(1, cached.page?.text.length ?? 0),
    },
    produce: (_url, render) => render(),
  });

  /** The page under `key` (window kind and address), rendered by `render` when not kept. */
  get(key: string, render: () => Promise<CachedPage>): CachedPage | Promise<CachedPage> {
    return this.pages.get(key, render);
  }

  clear(): void {
    this.pages.clear();
  }
}
