import type { Plugin, Rolldown } from 'vite';

/** The modules `roots` import statically, directly or not, `roots` included. */
export function staticClosure(
  roots: readonly string[],
  imports: (id: string) => readonly string[],
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...imports(id));
  }
  return found;
}

export const isLibrary = (id: string) => id.includes('/node_modules/');

/** What a listing plugin reads of the build's module graph. */
export interface ModuleGraph {
  ids: string[];
  info: (id: string) => Rolldown.ModuleInfo | null;
  /** A module's static imports, none for a library's: our modules only reach our modules. */
  ourImports: (id: string) => readonly string[];
  fail: (message: string) => never;
}

/** A chunk group of modules listed once the module graph is known (the group's `test`). */
export interface ListedChunkGroup {
  plugin: Plugin;
  has: (id: string) => boolean;
}

export function listedChunkGroup(
  name: string,
  list: (graph: ModuleGraph) => Iterable<string>,
): ListedChunkGroup {
  const listed = new Set<string>();
  const plugin: Plugin = {
    name,
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const graph: ModuleGraph = {
        ids: [...this.getModuleIds()],
        info,
        ourImports: (id) => (isLibrary(id) ? [] : (info(id)?.importedIds ?? [])),
        fail: (message) => this.error(message),
      };
      for (const id of list(graph)) listed.add(id);
    },
  };
  return { plugin, has: (id) => listed.has(id) };
}
