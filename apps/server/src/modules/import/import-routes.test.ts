import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCheckSchema, importRunsSchema } from '@labo/domain/import-schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { articles } from '#db/schema';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import { multipartFile } from '#test/multipart-fixtures';
import type { TestApp } from '#test/test-app';

const SAMPLE = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../test/fixtures/sample-oxygene-export.csv',
  ),
);
const ADMIN_ID = 41;
const CUSTOMER_ID = 42;

let t: TestApp;
let as: { admin: { authorization: string }; customer: { authorization: string } };
useAdminRouteTestApp({ admin: ADMIN_ID, customer: CUSTOMER_ID }, (app, headers) => {
  t = app;
  as = headers;
});

function upload(content: Buffer | string, options: { accept?: string; query?: string } = {}) {
  const { payload, headers } = multipartFile('file', 'export-oxygene.csv', content, 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: `/api/oxygene/perform/import${options.query ?? ''}`,
    payload,
    headers: {
      ...headers,
      ...as.admin,
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
}

/** The events of a text/event-stream answer, in order. */
function events(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return {
        event: eventLine.replace(/^event: /, ''),
        data: JSON.parse(dataLine.replace(/^data: /, '')) as unknown,
      };
    });
}

describe('import routes: who may call them (docs/product/import.md#import-call)', () => {
  const calls = [
    { method: 'POST' as const, url: '/api/oxygene/perform/import' },
    { method: 'GET' as const, url: '/api/oxygene/imports' },
    { method: 'GET' as const, url: '/api/oxygene/imports/1/rejected-lines.csv' },
    { method: 'GET' as const, url: '/api/oxygene/imports/abc/rejected-lines.csv' },
  ];

  it.each(calls)('$method $url: 401 without a token, 403 for a customer', async (call) => {
    const anonymous = await t.app.inject(call);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
    const customer = await t.app.inject({ ...call, headers: as.customer });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ error: 'forbidden' });
  });
});

describe('POST /api/oxygene/perform/import', () => {
  it('imports the sample export and answers the report lines', async () => {
    const res = await upload(SAMPLE);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json<string[]>();
    expect(lines[0]).toBe('Import appliqué : fichier « export-oxygene.csv ».');
    expect(lines).toContain('Articles créés : 33');
    expect(lines).toContain('Ligne 9 : prix HT illisible « 12,3x » (article DUT-100007)');
  });

  it('answers the refusal lines for a file that is not CSV, and applies nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(png);
    expect(res.statusCode).toBe(200);
    expect(res.json<string[]>()[0]).toMatch(
      /^Import refusé : le fichier n'est pas un fichier texte CSV/,
    );
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    expect(count?.n).toBe(0);
  });

  it('streams the progress, then the report, as server-sent events', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `P-${i};Article ${i};1,00;F;S;U`);
    const csv = ['CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE', ...rows].join('\r\n');
    const res = await upload(csv, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const stream = events(res.body);
    expect(stream.filter((e) => e.event === 'progress').map((e) => e.data)).toEqual([
      { read: 0, total: 2500 },
      { read: 1000, total: 2500 },
      { read: 2000, total: 2500 },
      { read: 2500, total: 2500 },
    ]);
    const last = stream.at(-1);
    expect(last?.event).toBe('report');
    expect(last?.data).toContain('Articles créés : 2\u202f500');
  });

  it('refuses a second import while one runs (409), and takes it afterwards', async () => {
    const running = t.app.imports.run(SAMPLE, 'first.csv', ADMIN_ID);
    const refused = await upload(SAMPLE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'import_running',
      message: expect.stringContaining('Un import est déjà en cours'),
    });
    await running;
    expect((await upload(SAMPLE)).statusCode).toBe(200);
  });

  it('answers 400 without the file field, 415 for JSON, 413 over 64 MB', async () => {
    const other = multipartFile('document', 'export.csv', SAMPLE);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/oxygene/perform/import',
      payload: other.payload,
      headers: { ...other.headers, ...as.admin },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ error: 'file_missing' });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/oxygene/perform/import',
      payload: { file: 'x' },
      headers: as.admin,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);

    const huge = await upload(Buffer.alloc(64 * 1024 * 1024 + 1, 0x41));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/64 Mo/);
  });

  it('answers 400, not 500, for a body cut short', async () => {
    const whole = multipartFile('file', 'export.csv', SAMPLE);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/oxygene/perform/import',
      payload: whole.payload.subarray(0, whole.payload.length - 40),
      headers: { ...whole.headers, ...as.admin },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ error: 'multipart_malformed' });
  });
});

const HEADER = 'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE';
/** A valid export of `n` articles P-0… */
const exportOf = (n: number, from = 0) =>
  [
    HEADER,
    ...Array.from({ length: n }, (_, i) => `P-${from + i};Article ${from + i};1,00;F;S;U`),
  ].join('\r\n');

/** What a check must leave as it found: every article row, every run, every category. */
async function snapshot() {
  const db = t.database.db;
  const [rows] = await db
    .select({
      articles: sql<string>`(select coalesce(json_agg(a order by a.id)::text, '') from articles a)`,
      runs: sql<number>`(select count(*)::int from import_runs)`,
      categories: sql<number>`(select count(*)::int from categories) + (select count(*)::int from sub_categories) + (select count(*)::int from under_sub_categories)`,
    })
    .from(sql`(select 1) as one`);
  return rows;
}

describe('POST /api/oxygene/perform/import?mode=check (docs/product/import.md#check-before-import)', () => {
  it('answers the report an import would give, and writes nothing', async () => {
    await upload(SAMPLE);
    const before = await snapshot();
    const res = await upload(exportOf(3), { query: '?mode=check' });
    expect(res.statusCode, res.body).toBe(200);
    const check = importCheckSchema.parse(res.json());
    expect(check.lines[0]).toBe(
      "Vérification du fichier « export-oxygene.csv » : rien n'a encore été modifié. Si le fichier est importé :",
    );
    expect(check.summary).toMatchObject({ read: 3, created: 3, withdrawn: 32, rejected: 0 });
    expect(check.lines).toContain('Articles retirés de la vente : 32');
    expect(await snapshot()).toEqual(before);
    // The real import, confirmed, then gives the same figures.
    const applied = await upload(exportOf(3), { query: '?confirm_withdrawn=32' });
    expect(applied.json<string[]>()).toContain('Articles retirés de la vente : 32');
  });

  it('cautions when more than 20 % of the catalogue would be withdrawn', async () => {
    await upload(exportOf(10));
    const five = importCheckSchema.parse(
      (await upload(exportOf(8), { query: '?mode=check' })).json(),
    );
    expect(five.caution).toEqual([]);
    const three = importCheckSchema.parse(
      (await upload(exportOf(7), { query: '?mode=check' })).json(),
    );
    expect(three.summary.withdrawn).toBe(3);
    expect(three.caution).toEqual([
      "Attention : 3 articles sur 10 en vente seraient retirés de la vente, soit 30\u00a0% du catalogue (au-delà de 20\u00a0%). Est-ce bien l'export complet du catalogue ?",
    ]);
  });

  it('cautions when more lines are rejected than accepted', async () => {
    const csv = [exportOf(1), 'X-1;Article;1,0x;F;S;U', 'X-2;Article;;F;S;U'].join('\r\n');
    const check = importCheckSchema.parse((await upload(csv, { query: '?mode=check' })).json());
    expect(check.caution).toEqual([
      "Attention : 2 lignes rejetées pour 1 lignes acceptées. Le fichier est-il bien l'export Oxygène non modifié ?",
    ]);
  });

  it('streams the progress, then the check as its report', async () => {
    const res = await upload(exportOf(1500), { accept: 'text/event-stream', query: '?mode=check' });
    const last = events(res.body).at(-1);
    expect(last?.event).toBe('report');
    expect(importCheckSchema.parse(last?.data).summary.created).toBe(1500);
    expect((await snapshot())?.articles).toBe('');
  });
});

describe('an import the check warns about (docs/product/import.md#check-before-import)', () => {
  const refusedReason =
    /^Import refusé : la vérification du fichier demande une confirmation .+ \(7\)\./;

  it('is refused without the number withdrawn, or with another, and applied with it', async () => {
    await upload(exportOf(10));
    const before = await snapshot();
    for (const query of ['', '?confirm_withdrawn=6']) {
      const refused = await upload(exportOf(3), { query });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json<string[]>()[0]).toMatch(refusedReason);
      expect((await snapshot())?.articles).toEqual(before?.articles);
    }
    const [run] = importRunsSchema.parse(
      (await t.app.inject({ url: '/api/oxygene/imports', headers: as.admin })).json(),
    );
    expect(run).toMatchObject({ status: 'refused', reason: expect.stringMatching(refusedReason) });
    const applied = await upload(exportOf(3), { query: '?confirm_withdrawn=7' });
    expect(applied.json<string[]>()).toContain('Articles retirés de la vente : 7');
  });

  it('is refused as a failure event on the stream', async () => {
    await upload(exportOf(10));
    const res = await upload(exportOf(3), { accept: 'text/event-stream' });
    expect(events(res.body).at(-1)).toMatchObject({
      event: 'failure',
      data: { error: 'import_refused', message: expect.stringMatching(refusedReason) },
    });
  });

  it('answers 400 for a confirmation that is not a count', async () => {
    const res = await upload(exportOf(3), { query: '?confirm_withdrawn=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('a file with no usable line', () => {
  const garbage = [
    [
      'a valid header followed by garbage',
      `${HEADER}\r\nn'importe quoi\r\n\u00e9\u00e9\u00e9;;;\r\n`,
    ],
    [
      'lines separated by commas',
      `${HEADER}\r\nP-0,Article,1,00,F,S,U\r\nP-1,Article,1,00,F,S,U\r\n`,
    ],
  ];

  it.each(garbage)(
    '%s: refused with a 400 in French, checked or not, nothing withdrawn',
    async (_, csv) => {
      await upload(exportOf(5));
      const before = await snapshot();
      const check = await upload(csv, { query: '?mode=check' });
      expect(check.statusCode).toBe(400);
      expect(check.json()).toMatchObject({
        error: 'import_refused',
        message: expect.stringMatching(
          /^Import refusé : aucune ligne d'article n'est utilisable \(2 lignes rejetées, par exemple « Ligne 2 : .+ le catalogue entier serait retiré de la vente\. Aucune modification n'a été appliquée au catalogue\.$/,
        ),
      });
      expect(await snapshot()).toEqual(before);
      const applied = await upload(csv);
      expect(applied.statusCode).toBe(400);
      expect(applied.json()).toMatchObject({ error: 'import_refused' });
      const after = await snapshot();
      expect(after?.articles).toEqual(before?.articles);
      const [run] = importRunsSchema.parse(
        (await t.app.inject({ url: '/api/oxygene/imports', headers: as.admin })).json(),
      );
      expect(run).toMatchObject({
        status: 'refused',
        reason: expect.stringMatching(/^Import refusé : aucune ligne/),
      });
    },
  );

  it('is told as a failure event on the stream', async () => {
    const res = await upload(`${HEADER}\r\ngarbage\r\n`, { accept: 'text/event-stream' });
    expect(events(res.body).at(-1)).toMatchObject({
      event: 'failure',
      data: { error: 'import_refused', message: expect.stringMatching(/^Import refusé : /) },
    });
  });
});

describe('import history', () => {
  it('records the real end time of a run, not its start', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      await t.app.imports.run(Buffer.from(exportOf(2500)), 'long.csv', null, ({ read }) => {
        // Each chunk of the import takes a minute of the fake clock.
        if (read > 0) vi.setSystemTime(new Date(start.getTime() + read * 60));
      });
    } finally {
      vi.useRealTimers();
    }
    const [run] = importRunsSchema.parse(
      (await t.app.inject({ url: '/api/oxygene/imports', headers: as.admin })).json(),
    );
    expect(run).toMatchObject({
      started_at: '2026-03-02T10:00:00+01:00',
      finished_at: '2026-03-02T10:02:30+01:00',
    });
  });

  it('lists the runs newest first with their administrator, and a refused run with its reason', async () => {
    await upload(SAMPLE);
    await upload('pas un export');
    await t.app.imports.run(SAMPLE, 'ligne-de-commande.csv');
    const res = await t.app.inject({ url: '/api/oxygene/imports', headers: as.admin });
    expect(res.statusCode).toBe(200);
    const runs = importRunsSchema.parse(res.json());
    expect(runs.map((r) => [r.file_name, r.status, r.user?.email ?? null])).toEqual([
      ['ligne-de-commande.csv', 'applied', null],
      ['export-oxygene.csv', 'refused', `admin-${ADMIN_ID}@labo.example`],
      ['export-oxygene.csv', 'applied', `admin-${ADMIN_ID}@labo.example`],
    ]);
    expect(runs[1]?.reason).toMatch(/^Import refusé : /);
    expect(runs[2]).toMatchObject({ reason: null, summary: { created: 33, rejected: 3 } });
  });

  it('downloads the rejected lines of a run as CSV for a French spreadsheet', async () => {
    await upload(SAMPLE);
    const [run] = importRunsSchema.parse(
      (await t.app.inject({ url: '/api/oxygene/imports', headers: as.admin })).json(),
    );
    const res = await t.app.inject({
      url: `/api/oxygene/imports/${run?.id}/rejected-lines.csv`,
      headers: as.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lignes-rejetees/);
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFLigne;Référence;Motif',
      '9;DUT-100007;Ligne 9 : prix HT illisible « 12,3x » (article DUT-100007)',
      '10;;Ligne 10 : CODE manquant (désignation « Pipette Pasteur 10 ml »)',
      '11;DUR-100002;Ligne 11 : CODE DUR-100002 déjà vu ligne 4, ligne ignorée',
      '',
    ]);
    const unknown = await t.app.inject({
      url: '/api/oxygene/imports/999/rejected-lines.csv',
      headers: as.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
