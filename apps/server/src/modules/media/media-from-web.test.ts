import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { pdfBytes, pictureBytes } from '#test/media-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';

// The add-from-web calls against a local web server, which only a test configuration may
// reach (docs/decisions/022-safe-remote-fetch.md).

let t: TestApp;
let admin: { authorization: string };
let articleId: number;
let server: http.Server;
let base: string;
let requests = 0;
let files: Record<string, { type: string; bytes: Buffer }>;

beforeAll(async () => {
  files = {
    '/photos/becher.png': {
      type: 'image/png',
      bytes: await pictureBytes('png', { color: '#4080c0' }),
    },
    '/docs/fiche.pdf': { type: 'application/pdf', bytes: pdfBytes('Depuis le web') },
  };
  server = http.createServer((request, response) => {
    requests += 1;
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ MEDIA_FETCH_ALLOW_LOOPBACK: 'true' });
  ({ admin } = await insertAdminAndCustomer(t, { admin: 91, customer: 92 }));
  const tree = await insertTree(t.database.db, ['Verrerie', 'Flacons', 'Flacons en verre']);
  articleId = (
    await insertArticle(t.database.db, {
      crmId: 'WEB-1',
      label: 'Flacon',
      underSubCategoryId: tree.underSubCategoryId,
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const fromWeb = (kind: 'picture' | 'pdf', path: string, id = articleId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/article/${id}/add/${kind}/from/web`,
    headers: admin,
    payload: { url: `${base}${path}` },
  });

describe('adding a file from a web address (docs/product/media.md#adding-from-a-web-address)', () => {
  it('adds a picture and a document named after their addresses', async () => {
    const picture = await fromWeb('picture', '/photos/becher.png');
    expect(picture.statusCode, picture.body).toBe(201);
    expect(picture.json()).toMatchObject({
      is_picture: '1',
      original_file_name: 'becher.png',
      mime_type: 'image/webp',
    });
    const document = await fromWeb('pdf', '/docs/fiche.pdf');
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json()).toMatchObject({
      is_picture: '0',
      original_file_name: 'fiche.pdf',
      mime_type: 'application/pdf',
    });
    const detail = await t.app.inject(`/exposed/detailed/${articleId}/article`);
    expect(detail.json().article[0].attachments).toHaveLength(1);
  });

  it('refuses a document on the picture call and a picture on the document call: 415', async () => {
    expect((await fromWeb('picture', '/docs/fiche.pdf')).statusCode).toBe(415);
    expect((await fromWeb('pdf', '/photos/becher.png')).statusCode).toBe(415);
  });

  it('answers 502 when the address gives no file, 404 for an unknown article without fetching', async () => {
    const missing = await fromWeb('pdf', '/docs/absent.pdf');
    expect(missing.statusCode).toBe(502);
    expect(missing.json().error).toBe('remote_file_unavailable');
    const before = requests;
    expect((await fromWeb('pdf', '/docs/fiche.pdf', 999999)).statusCode).toBe(404);
    expect(requests).toBe(before);
  });
});
