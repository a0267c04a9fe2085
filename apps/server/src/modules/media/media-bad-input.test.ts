import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { pdfBytes, pictureBytes } from '#test/media-fixtures';
import { multipartFile } from '#test/multipart-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';

// Malformed requests to the media calls: each gets a 4xx JSON answer with a French message,
// never a 500, and leaves the article as it was (docs/product/media.md#media-refusals).

let t: TestApp;
let admin: { authorization: string };
let articleId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await insertAdminAndCustomer(t, { admin: 91, customer: 92 }));
  const tree = await insertTree(t.database.db, ['Verrerie', 'Flaconnage', 'Flacons']);
  articleId = (
    await insertArticle(t.database.db, {
      crmId: 'BAD-1',
      label: 'Flacon',
      underSubCategoryId: tree.underSubCategoryId,
    })
  ).id;
});
afterAll(() => t.close());

const attachmentCount = async () =>
  (await t.app.inject(`/exposed/detailed/${articleId}/article`)).json().article[0].pictures
    .length as number;

function expectRefusal(res: { statusCode: number; json: () => { message?: unknown } }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(typeof res.json().message).toBe('string');
}

describe('media calls refuse malformed requests cleanly', () => {
  it.each([
    ['a NUL character in the address', { url: 'https://example.com/a\u0000.png' }],
    ['an address that is not text', { url: 42 }],
    ['no address', {}],
    ['an address of 3000 characters', { url: `https://example.com/${'a'.repeat(3000)}` }],
  ])('from the web: %s', async (_, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/article/${articleId}/add/picture/from/web`,
      headers: admin,
      payload,
    });
    expectRefusal(res);
  });

  it('from the web: a body of 10 MB, or of another type than JSON', async () => {
    const url = `/api/article/${articleId}/add/pdf/from/web`;
    const big = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ url: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const text = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'https://example.com/fiche.pdf',
    });
    expect(text.statusCode).toBe(415);
  });

  it('video link: a NUL character', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/protected/put/${articleId}/youtube/link`,
      headers: admin,
      payload: { url: 'https://youtu.be/aqz-KE-bpKQ\u0000' },
    });
    expectRefusal(res);
  });

  it.each(['0', '-1', 'abc', '99999999999999999999', '1.5'])('an article id of %s', async (id) => {
    expectRefusal(
      await t.app.inject({ url: `/api/protected/toggle/${id}/featured`, headers: admin }),
    );
    expectRefusal(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/article/attachment/${id}`,
        headers: admin,
      }),
    );
  });

  it('upload: a file in another field, an empty file, a truncated body', async () => {
    const url = `/api/protected/post/article/${articleId}/attachment`;
    const other = multipartFile('document', 'fiche.pdf', pdfBytes('Champ'));
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...other.headers, ...admin },
        payload: other.payload,
      }),
    );
    const empty = multipartFile('file', 'vide.png', Buffer.alloc(0));
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...empty.headers, ...admin },
        payload: empty.payload,
      }),
    );
    const whole = multipartFile('file', 'cut.png', await pictureBytes('png'));
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...whole.headers, ...admin },
        payload: whole.payload.subarray(0, whole.payload.length - 40),
      }),
    );
    expect(await attachmentCount()).toBe(0);
  });

  it('upload: a file name with control characters and of 500 characters is cleaned, not refused', async () => {
    const body = multipartFile(
      'file',
      `fl\u0001acon${'x'.repeat(500)}.png`,
      await pictureBytes('png'),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/protected/post/article/${articleId}/attachment`,
      headers: { ...body.headers, ...admin },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const name = res.json<{ original_file_name: string }>().original_file_name;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is checked
    expect(name).not.toMatch(/[\u0000-\u001f]/);
    expect(name.length).toBeLessThanOrEqual(255);
  });
});
