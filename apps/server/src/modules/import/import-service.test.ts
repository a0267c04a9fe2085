import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/database';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import type { ImportProgress } from './import-progress';
import { ImportService } from './import-service';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/sample-oxygene-export.csv',
);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

/** A file of `n` valid article lines, in memory. */
const exportOf = (n: number) =>
  Buffer.from(
    [
      'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE',
      ...Array.from({ length: n }, (_, i) => `P-${i};Article ${i};1,00;F;S;U`),
    ].join('\n'),
  );

describe('ImportService (docs/product/import.md#one-import-at-a-time)', () => {
  it('tells the progress against the counted lines, and forgets the run when done', async () => {
    const service = new ImportService(handle.db);
    const seen: ImportProgress[] = [];
    const result = await service.run(exportOf(2500), 'big.csv', null, (p) => seen.push(p));
    expect(result.summary.created).toBe(2500);
    expect(seen.map((p) => p.read)).toEqual([0, 1000, 2000, 2500]);
    expect(seen.every((p) => p.total === 2500 && p.fileName === 'big.csv')).toBe(true);
    expect(service.progress()).toBeNull();
  });

  it('refuses a second import while one runs, with a 409 in French, and runs it afterwards', async () => {
    const service = new ImportService(handle.db);
    let during: ImportProgress | null = null;
    const first = service.run(SAMPLE, 'first.csv', null, () => {
      during ??= service.progress();
    });
    await expect(service.run(SAMPLE, 'second.csv')).rejects.toMatchObject({
      statusCode: 409,
      code: 'import_running',
      message: expect.stringContaining('Un import est déjà en cours'),
    });
    expect((await first).applied).toBe(true);
    expect(during).toMatchObject({ fileName: 'first.csv', userId: null });
    expect((await service.run(SAMPLE, 'second.csv')).applied).toBe(true);
  });

  it('is free again after an import that failed', async () => {
    const service = new ImportService(handle.db);
    await expect(service.run('/nonexistent/file.csv', 'gone.csv')).rejects.toThrow();
    expect(service.progress()).toBeNull();
    expect((await service.run(SAMPLE, 'sample.csv')).applied).toBe(true);
  });
});
