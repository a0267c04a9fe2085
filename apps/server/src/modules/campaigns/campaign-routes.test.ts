import { campaignOverlapMessage } from '@labo/domain/campaign-admin-schemas';
import { campaignDayEnd, campaignDayStart } from '@labo/domain/campaign-rules';
import type { Campaign } from '@labo/domain/catalog-schemas';
import { parisDateYmd } from '@labo/domain/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteLines, salesCampaignArticles } from '#db/schema';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import { insertCampaign } from '#test/catalog-fixtures';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import type { TestApp } from '#test/test-app';

const ADMIN_ID = 61;
const CUSTOMER_ID = 62;
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };
useAdminRouteTestApp({ admin: ADMIN_ID, customer: CUSTOMER_ID }, (app, headers) => {
  t = app;
  ({ admin, customer } = headers);
});

/** The Paris day `offset` days from today, "YYYY-MM-DD". */
const day = (offset: number) => parisDateYmd(new Date(Date.now() + offset * DAY));

function create(title: string, from: number, to: number, percentage = 15) {
  return t.app.inject({
    method: 'POST',
    url: '/api/protected/create/sales/campaign',
    headers: admin,
    payload: {
      title,
      percentage,
      startDateTime: `${day(from)} 00:00:00`,
      endDateTime: `${day(to)} 23:59:59`,
    },
  });
}

async function created(title: string, from: number, to: number, percentage = 15) {
  const res = await create(title, from, to, percentage);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Campaign>();
}

const add = (campaignId: number, articleId: number) =>
  t.app.inject({
    url: `/api/protected/${campaignId}/sales/campaign/add/${articleId}/article`,
    headers: admin,
  });

describe('campaign routes: who may call them', () => {
  const calls = [
    { method: 'GET' as const, url: '/api/protected/all/sales/campaigns' },
    { method: 'GET' as const, url: '/api/protected/1/sales/campaign/articles' },
    { method: 'POST' as const, url: '/api/protected/create/sales/campaign', payload: {} },
    { method: 'GET' as const, url: '/api/protected/1/sales/campaign/add/1/article' },
    { method: 'PUT' as const, url: '/api/protected/close/1/sales/campaign' },
    { method: 'PUT' as const, url: '/api/protected/update/1/sales/campaign', payload: {} },
    { method: 'DELETE' as const, url: '/api/protected/delete/1/sales/campaign' },
    { method: 'DELETE' as const, url: '/api/protected/remove/1/article/from/1/sales/campaigns' },
  ];
  it.each(calls)('$method $url: 401 without a token, 403 for a customer', async (call) => {
    expect((await t.app.inject(call)).statusCode).toBe(401);
    expect((await t.app.inject({ ...call, headers: customer })).statusCode).toBe(403);
  });
});

describe('creating and editing (docs/product/promotions.md#campaign-validation)', () => {
  it('creates a campaign over whole Paris days and lists it', async () => {
    const campaign = await created('Rentrée', 0, 6, 15);
    expect(campaign).toMatchObject({ title: 'Rentrée', percentage: 15, articlesCnt: 0 });
    expect(new Date(campaign.start_date_time)).toEqual(campaignDayStart(day(0)));
    expect(new Date(campaign.end_date_time)).toEqual(campaignDayEnd(day(6)));
    expect(campaign.start_date_time).toMatch(/T00:00:00\+0[12]:00$/);
    expect(campaign.end_date_time).toMatch(/T23:59:59\+0[12]:00$/);
    const list = await t.app.inject({ url: '/api/protected/all/sales/campaigns', headers: admin });
    expect(list.json()).toEqual([campaign]);
  });

  it('refuses an empty title, a percentage of 0 or 99, and an end before the start', async () => {
    for (const [payload, field] of [
      [{ title: ' ', percentage: 10 }, 'title'],
      [{ title: 'A', percentage: 0 }, 'percentage'],
      [{ title: 'A', percentage: 99 }, 'percentage'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/protected/create/sales/campaign',
        headers: admin,
        payload: {
          ...payload,
          startDateTime: `${day(0)} 00:00:00`,
          endDateTime: `${day(1)} 23:59:59`,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const backwards = await create('A', 3, 1);
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toEqual(['endDateTime']);
  });

  it('updates the title and percentage with the same rules', async () => {
    const campaign = await created('Rentrée', 0, 6);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/protected/update/${campaign.id}/sales/campaign`,
      headers: admin,
      payload: { title: 'Rentrée 2026', percentage: 20 },
    });
    expect(res.json()).toMatchObject({ id: campaign.id, title: 'Rentrée 2026', percentage: 20 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/protected/update/${campaign.id}/sales/campaign`,
      headers: admin,
      payload: { title: 'Rentrée', percentage: 100 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/protected/update/999/sales/campaign',
      headers: admin,
      payload: { title: 'X', percentage: 10 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the overlap rule (docs/product/promotions.md#campaign-overlap)', () => {
  it('refuses an article whose current or coming campaign overlaps: before, after, touching, inside, covering', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1000 });
    const current = await created('Novembre', -5, 5);
    expect((await add(current.id, article.id)).json()).toEqual({ added: true });
    const cases = [
      ['starts before, ends inside', -10, 0],
      ['starts inside, ends after', 0, 10],
      ['touches its last day', 5, 8],
      ['inside it', -1, 1],
      ['covers it', -20, 20],
    ] as const;
    for (const [title, from, to] of cases) {
      const other = await created(title, from, to);
      const res = await add(other.id, article.id);
      expect(res.statusCode).toBe(200);
      expect(res.json(), title).toEqual({
        added: false,
        overlapping_sales_campaign: { id: current.id, title: 'Novembre' },
      });
    }
    const links = await t.database.db
      .select()
      .from(salesCampaignArticles)
      .where(eq(salesCampaignArticles.articleId, article.id));
    expect(links).toHaveLength(1);
    expect(campaignOverlapMessage('Novembre')).toContain('(Novembre)');
  });

  it('adds it to a campaign after the current one, and ignores an ended one', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-2', { basePriceCents: 1000 });
    const current = await created('Novembre', -5, 5);
    await add(current.id, article.id);
    const later = await created('Décembre', 6, 30);
    expect((await add(later.id, article.id)).json()).toEqual({ added: true });
    await insertCampaign(t.database.db, {
      title: 'Été',
      percentage: 10,
      startAt: new Date(Date.now() - 90 * DAY),
      endAt: new Date(Date.now() - 60 * DAY),
      articleIds: [article.id],
    });
    const overEnded = await created('Rattrapage', -100, -61);
    expect((await add(overEnded.id, article.id)).json()).toEqual({ added: true });
  });

  it('answers 404 for an unknown article or campaign', async () => {
    const campaign = await created('Novembre', -5, 5);
    expect((await add(campaign.id, 999)).statusCode).toBe(404);
    const article = await insertPricedArticle(t.database.db, 'DUR-3', { basePriceCents: 1000 });
    expect((await add(999, article.id)).statusCode).toBe(404);
  });
});

describe('closing, removing and deleting', () => {
  it('closes a running campaign at once, and refuses to close an ended or future one', async () => {
    const running = await created('Novembre', -5, 5);
    const before = Date.now();
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/protected/close/${running.id}/sales/campaign`,
      headers: admin,
    });
    expect(closed.statusCode).toBe(200);
    // Ended at the closing's second: the page lists it with the ended ones at once.
    const end = new Date(closed.json().end_date_time).getTime();
    expect(end).toBeGreaterThanOrEqual(before - 1000);
    expect(end).toBeLessThanOrEqual(Date.now());
    const active = await t.app.inject({ url: '/exposed/active/sales/campaigns' });
    expect(active.json()).toEqual([]);
    const future = await created('Décembre', 10, 20);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/protected/close/${future.id}/sales/campaign`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'campaign_not_started' });
    const past = await created('Octobre', -40, -30);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/protected/close/${past.id}/sales/campaign`,
      headers: admin,
    });
    expect(again.json()).toMatchObject({ error: 'campaign_ended' });
  });

  it('lists, removes the articles of a campaign', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-4', { basePriceCents: 1000 });
    const campaign = await created('Novembre', -5, 5);
    await add(campaign.id, article.id);
    const articles = await t.app.inject({
      url: `/api/protected/${campaign.id}/sales/campaign/articles`,
      headers: admin,
    });
    expect(articles.json().map((a: { crmId: string }) => a.crmId)).toEqual(['DUR-4']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/protected/remove/${article.id}/article/from/${campaign.id}/sales/campaigns`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({
      url: `/api/protected/${campaign.id}/sales/campaign/articles`,
      headers: admin,
    });
    expect(after.json()).toEqual([]);
  });

  it('prices a quote with the running campaign, and deleting the campaign leaves the sent quote as it was', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-5', { basePriceCents: 2000 });
    const campaign = await created('Novembre', 0, 0, 15);
    await add(campaign.id, article.id);
    const listed = await t.app.inject({ url: '/exposed/active/sales/campaigns' });
    expect(listed.json().map((c: Campaign) => c.id)).toContain(campaign.id);
    const sent = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]));
    expect(sent.json()).toMatchObject({ total_ht_price: '34.00' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/protected/delete/${campaign.id}/sales/campaign`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const [line] = await t.database.db
      .select({ salePercentage: quoteLines.salePercentage })
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, sent.json().id));
    expect(line?.salePercentage).toBe(15);
    const detail = await t.app.inject({ url: `/exposed/detailed/${article.id}/article` });
    expect(detail.json().article[0].activeSaleCampaign).toBeNull();
  });
});
