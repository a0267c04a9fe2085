import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the first thing a newcomer follows: every `npm run X` it shows must be a
// script of the root package (one was once only in the server's package.json).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('README commands', () => {
  it('are scripts of the root package.json', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = [...readme.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1] ?? '');
    expect(commands).toContain('admin');
    expect(commands.filter((command) => !(command in scripts))).toEqual([]);
  });
});
