import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles } from '#db/schema';
import { insertCampaign } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { createSharedTestDatabase } from '#test/test-database';
import { buildWebApp } from '#test/web-build';

// docs/decisions/030-catalog-change-signal.md: rendered pages are kept, and forgotten by
// every server process on the database when the catalogue changes or a campaign starts.

const HEADER = 'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE';
const exportWithPrice = (price: string) =>
  Buffer.from([HEADER, `DUR-1;Flacon GL 45;${price};Verrerie;Flaconnage;Flacons`].join('\r\n'));
const LIST = '/verrerie/flaconnage/flacons';

let dist: string;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
/** Two server processes on one database. */
let one: TestApp;
let other: TestApp;

beforeAll(async () => {
  dist = buildWebApp();
  shared = await createSharedTestDatabase();
  one = await createTestApp({ WEB_DIST_DIR: dist }, { database: await shared.open() });
  other = await createTestApp({ WEB_DIST_DIR: dist }, { database: await shared.open() });
  await one.app.imports.run(exportWithPrice('10,00'), 'first.csv');
}, 120_000);
afterAll(async () => {
  await one.close();
  await other.close();
  await shared.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The list page's text; prices read `10,00 €` with a no-break space. */
const listText = async (t: TestApp) => {
  const res = await t.app.inject(LIST);
  expect(res.statusCode).toBe(200);
  return res.body.replace(/<[^>]+>/g, ' ');
};

describe('rendered pages kept and forgotten', () => {
  it('keeps a rendered page: a change written behind its back does not show', async () => {
    expect(await listText(other)).toMatch(/10,00\s€/);
    await other.database.db
      .update(articles)
      .set({ basePriceCents: 1100 })
      .where(eq(articles.crmId, 'DUR-1'));
    expect(await listText(other)).toMatch(/10,00\s€/);
  });

  it('serves the fresh page in another process after an import through one', async () => {
    expect(await listText(other)).toMatch(/10,00\s€/);
    await one.app.imports.run(exportWithPrice('12,00'), 'second.csv');
    await vi.waitFor(async () => expect(await listText(other)).toMatch(/12,00\s€/), {
      timeout: 3000,
      interval: 50,
    });
  });

  it('forgets kept pages when a campaign starts, without any write', async () => {
    const [article] = await one.database.db.select().from(articles);
    const startAt = new Date(Date.now() + 1500);
    await insertCampaign(one.database.db, {
      title: 'Moitié prix',
      percentage: 50,
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      articleIds: [article?.id ?? 0],
    });
    // The campaign's creation, as the campaigns' service announces it.
    one.app.catalog.invalidate();
    await vi.waitFor(async () => expect(await listText(other)).toMatch(/12,00\s€/));
    expect(await listText(other)).not.toMatch(/6,00\s€/);
    await vi.waitFor(async () => expect(await listText(other)).toMatch(/6,00\s€/), {
      timeout: 5000,
      interval: 100,
    });
  });
});
