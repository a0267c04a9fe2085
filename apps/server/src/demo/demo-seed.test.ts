import { toIsoWithParisOffset } from '@labo/domain/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, attachments, salesCampaigns } from '#db/schema';
import { staffRecipients } from '#mail/staff-recipients-queries';
import { createTestApp, type TestApp } from '#test/test-app';
import { seedDemoAccounts, seedDemoIfEmpty } from './demo-seed';

// A seed imports 600 articles and attaches their pictures: the tests share one, and the
// test of STAFF_EMAILS seeds only the accounts (docs/stack-notes.md#test-speed).

/** Runs a seed, without printing the demo passwords among the test's output. */
async function quietly(seed: Promise<void>): Promise<void> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await seed;
  } finally {
    log.mockRestore();
  }
}

let demo: TestApp;
// A seed takes seconds on a quiet machine, much longer under load.
beforeAll(async () => {
  demo = await createTestApp({ DEMO_PASSWORD: 'demo-journeys' });
  await quietly(seedDemoIfEmpty(demo.app));
}, 180_000);
afterAll(() => demo.close());

describe('demo seed', () => {
  it('makes the demo admin the staff who hear of quotes when STAFF_EMAILS is empty', async () => {
    expect(await staffRecipients(demo.database.db)).toEqual(['admin@demo.example']);
  });

  it('runs the demo campaign over whole Paris days, from yesterday to 60 days ahead', async () => {
    const [campaign] = await demo.database.db.select().from(salesCampaigns);
    expect(toIsoWithParisOffset(campaign?.startAt ?? new Date())).toMatch(/T00:00:00[+]0[12]:00$/);
    expect(toIsoWithParisOffset(campaign?.endAt ?? new Date())).toMatch(/T23:59:59[+]0[12]:00$/);
  });

  it('leaves the staff of STAFF_EMAILS alone', async () => {
    const other = await createTestApp({ STAFF_EMAILS: 'devis@labo.example' });
    try {
      await quietly(seedDemoAccounts(other.app));
      expect(await staffRecipients(other.database.db)).toEqual(['devis@labo.example']);
    } finally {
      await other.close();
    }
  });
});

describe('demo accounts', () => {
  it('log in with DEMO_PASSWORD when it is set, the administrator with the admin role', async () => {
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: 'admin@demo.example', password: 'demo-journeys' },
    });
    expect(login.statusCode).toBe(200);
    const self = await demo.app.inject({
      url: '/api/protected/self/info',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(self.json().roles).toContain('ROLE_ADMIN');
  });
});

describe('demo media', () => {
  it('gives most articles a picture and some a data sheet, through the media service', async () => {
    const featured = (await demo.app.inject({ url: '/exposed/featured/articles' })).json<
      { id: number; pictures?: { id: number; mime_type: string }[] }[]
    >();
    expect(featured.length).toBeGreaterThan(0);
    for (const article of featured) {
      expect(article.pictures?.[0]?.mime_type).toBe('image/webp');
    }
    const [first] = featured;
    const thumbnail = await demo.app.inject({ url: `/exposed/article/${first?.id}/get/thumbnail` });
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    const rows = await demo.database.db.select().from(attachments);
    const pictures = rows.filter((row) => row.isPicture);
    const sheets = rows.filter((row) => !row.isPicture);
    const articleCount = (await demo.database.db.select({ id: articles.id }).from(articles)).length;
    expect(pictures.length).toBeGreaterThan(articleCount / 2);
    expect(sheets.length).toBeGreaterThan(20);
    // One drawing shared by many articles is stored once.
    expect(new Set(pictures.map((row) => row.storageKey)).size).toBeLessThanOrEqual(51);
    const sheet = await demo.app.inject({
      url: `/exposed/attachment/${sheets[0]?.id}/get/full/size`,
    });
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
