import {
  isLibrary,
  type ListedChunkGroup,
  listedChunkGroup,
  staticClosure,
} from './module-graph.ts';

// The catalogue's pages (home, category, article list, article) share small modules with each
// other and with later pages: the bundler's automatic splitting made each such set its own
// file, some twenty files of a few hundred bytes that the page's route asked for at once. In
// Chromium each asked file is work on the page's main thread, inside the task that starts the
// router (docs/performance.md#the-catalogue-pages-shared-chunk). This plugin lists our modules
// that a catalogue page imports statically and that another lazy page imports too; the
// build's `catalogue` chunk group (vite.config.ts) gathers them into one file. What only one
// page uses stays in that page's chunk.

/** `pages`: the catalogue pages' route modules, as paths ending their module ids. */
export function catalogueChunk(pages: readonly string[]): ListedChunkGroup {
  return listedChunkGroup('labo-catalogue-chunk', ({ ids, info, ourImports, fail }) => {
    // Each lazy module starts a chunk of its own: the pages, the dialogs loaded at first use.
    const lazyRoots = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
    const rootsReaching = new Map<string, number>();
    for (const root of lazyRoots) {
      for (const id of staticClosure([root], ourImports)) {
        rootsReaching.set(id, (rootsReaching.get(id) ?? 0) + 1);
      }
    }
    const pageIds = ids.filter((id) => pages.some((page) => id.endsWith(page)));
    if (pageIds.length !== pages.length) fail(`catalogue pages not all found: ${pages.join(', ')}`);
    return [...staticClosure(pageIds, ourImports)].filter(
      (id) => !isLibrary(id) && !pageIds.includes(id) && (rootsReaching.get(id) ?? 0) >= 2,
    );
  });
}
