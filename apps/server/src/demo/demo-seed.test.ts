import { toIsoWithParisOffset } from '@labo/domain/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles, attachments, salesCampaigns } from '#db/schema';
import { staffRecipients } from '#mail/staff-recipients-queries';
import { createTestApp, type TestApp } from '#test/test-app';
import { seedDemoIfEmpty } from './demo-seed';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  vi.restoreAllMocks();
});

async function seededDemo(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  t = await createTestApp(env);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await seedDemoIfEmpty(t.app);
  return t;
}

describe('demo seed', () => {
  it('makes the demo admin the staff who hear of quotes when STAFF_EMAILS is empty', async () => {
    const demo = await seededDemo();
    expect(await staffRecipients(demo.database.db)).toEqual(['admin@demo.example']);
  });

  it('runs the demo campaign over whole Paris days, from yesterday to 60 days ahead', async () => {
    const demo = await seededDemo();
    const [campaign] = await demo.database.db.select().from(salesCampaigns);
    expect(toIsoWithParisOffset(campaign?.startAt ?? new Date())).toMatch(/T00:00:00[+]0[12]:00$/);
    expect(toIsoWithParisOffset(campaign?.endAt ?? new Date())).toMatch(/T23:59:59[+]0[12]:00$/);
  });

  it('leaves the staff of STAFF_EMAILS alone', async () => {
    const demo = await seededDemo({ STAFF_EMAILS: 'devis@labo.example' });
    expect(await staffRecipients(demo.database.db)).toEqual(['devis@labo.example']);
  });
});

describe('demo accounts', () => {
  it('log in with DEMO_PASSWORD when it is set, the administrator with the admin role', async () => {
    const demo = await seededDemo({ DEMO_PASSWORD: 'demo-journeys' });
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
    const demo = await seededDemo();
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
