import fs from 'node:fs';
import path from 'node:path';

// The PostgreSQL run exists to run the server's SQL on PostgreSQL too. A test file that
// never opens the test database (a parser, the process tests on PGlite's own folder) would
// only run a second time the same way: the run leaves out the files that do not open it
// (docs/stack-notes.md#test-speed).
const OPENS_THE_TEST_DATABASE =
  /\b(createTestApp|createTestDatabase|createScratchPostgres|startListeningApp|useAdminRouteTestApp)\(|process\.env\.TEST_DB\b/;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.test.ts')
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

/** The server's test files that never open the test database, relative to `serverDir`. */
export function testFilesWithoutDatabase(serverDir: string): string[] {
  return ['src', 'test']
    .flatMap((dir) => testFiles(path.join(serverDir, dir)))
    .filter((file) => !OPENS_THE_TEST_DATABASE.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(serverDir, file));
}
