import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';
import { describe, expect, it } from 'vitest';

// Who may import whom in the server (docs/architecture.md#server-modules, decision 013).
// A module (src/modules/<name>) shows the others one file, `<name>-public.ts`, which
// names what they may use; everything else in its folder is its own. So:
// - an import into a module from outside it (another module, app.ts, main.ts, src/db,
//   src/http, src/mail, src/cli, test/…) names that entry file, nothing else;
// - an entry file only re-exports, by name, files of its own folder;
// - modules do not depend on each other in a circle, however long: one of them would
//   have to be understood through the other.
// Imports are resolved as TypeScript resolves them (relative paths, #aliases), including
// type-only imports and dynamic import() calls, as the web app's import-boundaries test does.

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.dirname(srcDir);
const modulesDir = path.join(srcDir, 'modules');

const isTest = (file: string) => /\.test\.ts$/.test(file);

/** The module a file belongs to, or null for a file outside src/modules. */
function moduleOf(file: string): string | null {
  const [name, ...rest] = path.relative(modulesDir, file).split(path.sep);
  return !name || name === '..' || rest.length === 0 ? null : name;
}

const entryOf = (name: string) => path.join(modulesDir, name, `${name}-public.ts`);

interface Import {
  from: string;
  specifier: string;
  to: string;
}

function serverProgram(): { files: string[]; options: ts.CompilerOptions } {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(serverDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  return { files: config.fileNames, options: config.options };
}

/** Every import of the server's files that resolves to a file of the server. */
function serverImports(): Import[] {
  const { files, options } = serverProgram();
  const found: Import[] = [];
  for (const from of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(from) ?? '', true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      found.push({ from, specifier, to: path.resolve(resolved.resolvedFileName) });
    }
  }
  return found;
}

const named = ({ from, specifier }: Import, rule: string) =>
  `${path.relative(serverDir, from)}: '${specifier}' (${rule})`;

/** Imports that reach into a module other than through its entry file. */
function entryBreaches(imports: readonly Import[]): string[] {
  return imports.flatMap((link) => {
    const target = moduleOf(link.to);
    if (!target || moduleOf(link.from) === target || link.to === entryOf(target)) return [];
    return [named(link, `only ${target}-public.ts is open to other modules`)];
  });
}

/** Entry files that do more than re-export, by name, files of their own module. */
function entryContentBreaches(modules: readonly string[]): string[] {
  return modules.flatMap((name) => {
    const file = entryOf(name);
    const text = ts.sys.readFile(file);
    if (text === undefined) return [`src/modules/${name}: no ${name}-public.ts`];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    return source.statements.flatMap((statement) => {
      const reexport =
        ts.isExportDeclaration(statement) &&
        statement.exportClause !== undefined &&
        ts.isNamedExports(statement.exportClause) &&
        statement.moduleSpecifier !== undefined &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text.startsWith('./');
      return reexport
        ? []
        : [`${path.relative(serverDir, file)}: '${statement.getText(source).split('\n')[0]}'`];
    });
  });
}

/** Circles in the modules' dependencies (production files only), as "a → b → a". */
function moduleCycles(imports: readonly Import[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const source = moduleOf(from);
    const target = moduleOf(to);
    if (!source || !target || source === target || isTest(from)) continue;
    edges.set(source, (edges.get(source) ?? new Set()).add(target));
  }
  const cycles = new Set<string>();
  const walk = (trail: string[]) => {
    const last = trail[trail.length - 1] ?? '';
    for (const next of edges.get(last) ?? []) {
      const start = trail.indexOf(next);
      if (start >= 0) {
        // Named from its smallest module, so that each circle is reported once.
        const circle = trail.slice(start);
        const first = circle.indexOf([...circle].sort()[0] ?? '');
        const turned = [...circle.slice(first), ...circle.slice(0, first)];
        cycles.add([...turned, turned[0]].join(' → '));
      } else {
        walk([...trail, next]);
      }
    }
  };
  for (const name of edges.keys()) walk([name]);
  return [...cycles].sort();
}

function moduleNames(): string[] {
  return ts.sys.getDirectories(modulesDir).sort();
}

describe('server modules', () => {
  it('are entered through their <name>-public.ts only', () => {
    expect(entryBreaches(serverImports())).toEqual([]);
  });

  it('have entry files that only re-export, by name, their own files', () => {
    expect(entryContentBreaches(moduleNames())).toEqual([]);
  });

  it('do not depend on each other in a circle', () => {
    expect(moduleCycles(serverImports())).toEqual([]);
  });

  it('are all seen, aliases and type-only imports included', () => {
    // The checks above prove nothing if the files or their imports are not found.
    const imports = serverImports();
    expect(new Set(imports.map((link) => link.from)).size).toBeGreaterThan(150);
    const app = path.join(srcDir, 'app.ts');
    expect(imports).toContainEqual(expect.objectContaining({ from: app, to: entryOf('catalog') }));
    expect(moduleNames()).toContain('article-read-model');
  });

  it('name a reach past an entry file, and a circle of three modules', () => {
    const a = path.join(modulesDir, 'a', 'a-service.ts');
    const b = path.join(modulesDir, 'b', 'b-routes.ts');
    const c = path.join(modulesDir, 'c', 'c-public.ts');
    const links = [
      { from: a, specifier: '#modules/b/b-routes', to: b },
      { from: b, specifier: '#modules/c/c-public', to: c },
      { from: c, specifier: '#modules/a/a-public', to: entryOf('a') },
    ];
    expect(entryBreaches(links)).toEqual([
      "src/modules/a/a-service.ts: '#modules/b/b-routes' (only b-public.ts is open to other modules)",
    ]);
    expect(moduleCycles(links)).toEqual(['a → b → c → a']);
  });
});
