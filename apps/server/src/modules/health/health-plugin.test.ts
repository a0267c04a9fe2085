import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { loseDatabase } from '#test/test-database';

describe('readiness', () => {
  it('reports 503 once the database no longer answers', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/readyz')).statusCode).toBe(200);
      await loseDatabase(t.database);
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
