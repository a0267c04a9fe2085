import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A dependency several workspaces use is declared with one range everywhere: two ranges
// can install two copies (two zod instances whose schemas do not know each other, two
// @types/node), and raising a version in one package.json while forgetting another goes
// unseen until something breaks. The root package.json counts as a workspace here.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

type Manifest = { workspaces?: string[] } & Partial<
  Record<(typeof DEPENDENCY_FIELDS)[number], Record<string, string>>
>;

const readManifest = (folder: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Manifest;

/** Each dependency declared with more than one range: its name and where each range is. */
function differingRanges(manifests: Record<string, Manifest>): Record<string, string[]> {
  const declared = new Map<string, Map<string, string[]>>();
  for (const [folder, manifest] of Object.entries(manifests)) {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        const ranges = declared.get(name) ?? new Map<string, string[]>();
        ranges.set(range, [...(ranges.get(range) ?? []), `${folder} ${field}`]);
        declared.set(name, ranges);
      }
    }
  }
  const differing: Record<string, string[]> = {};
  for (const [name, ranges] of declared) {
    if (ranges.size < 2) continue;
    differing[name] = [...ranges].flatMap(([range, places]) =>
      places.map((place) => `${place}: ${range}`),
    );
  }
  return differing;
}

describe('dependency versions', () => {
  it('are the same range in every package.json that declares the dependency', () => {
    const workspaces = readManifest('.').workspaces ?? [];
    expect(workspaces).toContain('apps/server');
    const manifests = Object.fromEntries(
      ['.', ...workspaces].map((folder) => [folder, readManifest(folder)]),
    );
    expect(differingRanges(manifests)).toEqual({});
  });

  it('names each place of a dependency declared with two ranges', () => {
    expect(
      differingRanges({
        'packages/domain': { dependencies: { zod: '^4.6.7' } },
        'apps/web': { dependencies: { zod: '^4.5.0', clsx: '^2.1.1' } },
        e2e: { devDependencies: { clsx: '^2.1.1' } },
      }),
    ).toEqual({
      zod: ['packages/domain dependencies: ^4.6.7', 'apps/web dependencies: ^4.5.0'],
    });
  });
});
