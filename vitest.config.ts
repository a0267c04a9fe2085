import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesWithoutDatabase } from './apps/server/test/database-test-files.ts';

// One command runs every suite (docs/conventions.md#one-command). The server suite runs on
// embedded PGlite always, and its files that open the test database a second time on
// PostgreSQL when TEST_DATABASE_URL is set.
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          root: './apps/server',
          env: { TEST_DB: 'postgres' },
          exclude: testFilesWithoutDatabase(
            fileURLToPath(new URL('./apps/server', import.meta.url)),
          ),
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core to its main process, which the
    // pre-bundled web dependencies leave nearly idle: on 2 cores, 2 workers ran faster.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-pglite', root: './apps/server', env: { TEST_DB: 'pglite' } },
      },
      ...serverOnPostgres,
      'apps/web',
      'tools',
    ],
  },
});
