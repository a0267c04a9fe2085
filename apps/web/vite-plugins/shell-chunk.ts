import type { Plugin } from 'vite';

// Every page starts by loading what the entry (src/main.tsx) imports statically, directly or
// not: the shell. The bundler's automatic splitting cut it into some twenty files, one per
// set of lazy pages sharing a part, which the first page downloads one by one, each
// compressed alone (docs/performance.md#the-shell-in-one-chunk). This plugin lists those
// modules once the module graph is known, and the build's `shell` chunk group
// (vite.config.ts) gathers them into one file. Lazy pages import from it what they share
// with the shell; nothing they alone need joins it.

export interface ShellChunk {
  plugin: Plugin;
  /** The chunk group's test: is this module part of the shell? */
  isShellModule: (id: string) => boolean;
}

export function shellChunk(): ShellChunk {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'labo-shell-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shell.has(id) || id.includes('/node_modules/')) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, isShellModule: (id) => shell.has(id) };
}
