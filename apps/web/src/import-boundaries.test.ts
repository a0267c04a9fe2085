import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';
import { describe, expect, it } from 'vitest';

// Who may import whom in the web app. A feature (src/features/<name>) is one part of the
// shop; pages and routes (src/app) put features together. So a feature may import
// src/shared, src/config, packages and its own folder, and its tests src/testing, but
// never another feature nor src/app: two features that need the same thing find it in
// src/shared, or are given it by the route that shows them. Shared code and the
// configuration sit below every feature and import none.
// Imports are resolved as TypeScript resolves them (relative paths, #aliases), including
// type-only imports and dynamic import() calls.

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.dirname(srcDir);

type Area = { kind: 'feature'; name: string } | { kind: 'app' | 'shared' | 'config' | 'testing' };

/** The area of a file under src, or null for a file outside src (packages, main.tsx). */
function areaOf(file: string): Area | null {
  const [top, second] = path.relative(srcDir, file).split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app' || top === 'shared' || top === 'config' || top === 'testing') {
    return { kind: top };
  }
  return null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Why `from` may not import `to`, or null when it may. */
function breach(from: string, to: string): string | null {
  const source = areaOf(from);
  const target = areaOf(to);
  if (!source || !target) return null;
  if (target.kind === 'testing' && source.kind !== 'testing' && !isTest(from)) {
    return 'only tests import src/testing';
  }
  if (source.kind === 'feature') {
    if (target.kind === 'app') return 'a feature never imports src/app';
    if (target.kind === 'feature' && target.name !== source.name) {
      return 'a feature never imports another feature';
    }
  }
  if ((source.kind === 'shared' || source.kind === 'config') && !isTest(from)) {
    if (target.kind === 'app' || target.kind === 'feature') {
      return `src/${source.kind} never imports src/app or a feature`;
    }
  }
  return null;
}

function webProgramFiles(): { files: string[]; options: ts.CompilerOptions } {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(webDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/web/tsconfig.json could not be read');
  const files = config.fileNames.filter((file) => file.startsWith(`${srcDir}${path.sep}`));
  return { files, options: config.options };
}

/** Every import of the web app that breaks the rules, as "file: 'specifier' (rule)". */
function importBreaches(): string[] {
  const { files, options } = webProgramFiles();
  const found: string[] = [];
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? '';
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved) continue;
      const rule = breach(file, path.resolve(resolved.resolvedFileName));
      if (rule) found.push(`${path.relative(webDir, file)}: '${specifier}' (${rule})`);
    }
  }
  return found;
}

describe('web app imports', () => {
  it('keep features apart: each imports only shared code, config and its own folder', () => {
    expect(importBreaches()).toEqual([]);
  });

  it('are all seen, aliases and dynamic imports included', () => {
    // The check above proves nothing if the files or their imports are not found.
    const { files, options } = webProgramFiles();
    expect(files.length).toBeGreaterThan(100);
    const header = path.join(srcDir, 'app/layout/app-header.tsx');
    const resolved = ts.resolveModuleName(
      '#features/search/components/header-search.tsx',
      header,
      options,
      ts.sys,
    ).resolvedModule;
    expect(resolved && areaOf(resolved.resolvedFileName)).toEqual({
      kind: 'feature',
      name: 'search',
    });
  });
});
