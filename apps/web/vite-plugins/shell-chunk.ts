import {
  isLibrary,
  type ListedChunkGroup,
  listedChunkGroup,
  staticClosure,
} from './module-graph.ts';

// Every page starts by loading the app's main module (src/main.tsx, which the entry
// src/start.ts imports once the page's main picture is shown) and what it imports
// statically, directly or not: the shell. The bundler's automatic splitting cut it into some
// twenty files, one per set of lazy pages sharing a part, which the first page downloads one
// by one, each compressed alone (docs/performance.md#the-shell-in-one-chunk). This plugin
// lists those modules once the module graph is known, and the build's `shell` chunk group
// (vite.config.ts) gathers them into one file. Lazy pages import from it what they share
// with the shell; nothing they alone need joins it.

export function shellChunk(): ListedChunkGroup {
  return listedChunkGroup('labo-shell-chunk', ({ ids, info, ourImports }) => {
    const entries = ids.filter((id) => info(id)?.isEntry);
    // The starter (the entry's own static imports) stays in its small chunk: the shell is
    // what the app it imports dynamically loads statically.
    const starter = staticClosure(entries, (id) => info(id)?.importedIds ?? []);
    const app = [...starter].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
    // Our modules only: the libraries they use join the chunk with them, not all that a
    // library's index could reach.
    return [...staticClosure(app, ourImports)].filter((id) => !isLibrary(id));
  });
}
