import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listedExceptions, longFunctions } from './function-size';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const exceptionsPage = readFileSync(`${repositoryRoot}/docs/function-size.md`, 'utf8');

// docs/conventions.md#file-and-function-size: about 50 lines is the sign to split; past 80 a
// function must be split or listed, with its reason, in docs/function-size.md.
const HARD_LIMIT = 80;

describe('function size', () => {
  const long = longFunctions(repositoryRoot, HARD_LIMIT);
  const listed = listedExceptions(exceptionsPage);
  const key = (entry: { file: string; name: string }) => `${entry.file} ${entry.name}`;

  it(`has no function past ${HARD_LIMIT} lines that docs/function-size.md does not list`, () => {
    const listedKeys = new Set(listed.map(key));
    const unlisted = long.filter((found) => !listedKeys.has(key(found)));
    expect(unlisted.map((found) => `${key(found)}: ${found.lines} lines`)).toEqual([]);
  });

  it('lists no function that is no longer that long, or no longer exists', () => {
    const longKeys = new Set(long.map(key));
    expect(listed.filter((entry) => !longKeys.has(key(entry))).map(key)).toEqual([]);
  });

  it('reads the table of the page', () => {
    expect(listedExceptions('| `a/b.ts` | `f` | why |\n| file | function | reason |')).toEqual([
      { file: 'a/b.ts', name: 'f' },
    ]);
  });
});
