import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the first thing a newcomer follows: every `npm run X` it shows must be a
// script of the root package (one was once only in the server's package.json), or of the
// workspace its `-w` names.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const scriptsOf = (folder: string): Record<string, string> =>
  (
    JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

describe('README commands', () => {
  it('are scripts of the root package.json, or of the workspace they name', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const commands = [...readme.matchAll(/npm run ([a-z:-]+)( -w ([a-z/-]+))?/g)].map(
      ([, script = '', , workspace = '.']) => ({ script, workspace }),
    );
    expect(commands.map((c) => c.script)).toContain('admin');
    const missing = commands.filter((c) => !(c.script in scriptsOf(c.workspace)));
    expect(missing).toEqual([]);
  });
});
