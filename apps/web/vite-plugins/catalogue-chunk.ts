import type { Plugin } from 'vite';
import { isLibrary, staticClosure } from './module-graph.ts';

// The catalogue's pages (home, category, article list, article) share small modules with each
// other and with later pages: the bundler's automatic splitting made each such set its own
// file, some twenty files of a few hundred bytes that the page's route asked for at once. In
// Chromium each asked file is work on the page's main thread, inside the task that starts the
// router (docs/performance.md#the-catalogue-pages-shared-chunk). This plugin lists our modules
// that a catalogue page imports statically and that another lazy page imports too; the
// build's `catalogue` chunk group (vite.config.ts) gathers them into one file. What only one
// page uses stays in that page's chunk.

export interface CatalogueChunk {
  plugin: Plugin;
  /** The chunk group's test: is this module shared by a catalogue page and another page? */
  isCatalogueModule: (id: string) => boolean;
}

/** `pages`: the catalogue pages' route modules, as paths ending their module ids. */
export function catalogueChunk(pages: readonly string[]): CatalogueChunk {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'labo-catalogue-chunk',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const ours = (id: string) => (isLibrary(id) ? [] : (info(id)?.importedIds ?? []));
      // Each lazy module starts a chunk of its own: the pages, the dialogs loaded at first use.
      const lazyRoots = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      const rootsReaching = new Map<string, number>();
      for (const root of lazyRoots) {
        for (const id of staticClosure([root], ours)) {
          rootsReaching.set(id, (rootsReaching.get(id) ?? 0) + 1);
        }
      }
      const pageIds = ids.filter((id) => pages.some((page) => id.endsWith(page)));
      if (pageIds.length !== pages.length) {
        this.error(`catalogue pages not all found: ${pages.join(', ')}`);
      }
      for (const id of staticClosure(pageIds, ours)) {
        if (isLibrary(id) || pageIds.includes(id)) continue;
        if ((rootsReaching.get(id) ?? 0) >= 2) shared.add(id);
      }
    },
  };
  return { plugin, isCatalogueModule: (id) => shared.has(id) };
}
