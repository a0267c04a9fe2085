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
