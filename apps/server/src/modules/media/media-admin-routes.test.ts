import type { Attachment } from '@labo/domain/catalog-schemas';
import { PICTURE_MAX_BYTES } from '@labo/domain/limits';
import {
  MEDIA_FILE_MISSING,
  TOO_MANY_PICTURES,
  VIDEO_LINK_TOO_SHORT,
  VIDEO_LINK_UNKNOWN,
} from '@labo/domain/media-admin-schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import {
  announcedPngBytes,
  compoundFileBytes,
  pdfBytes,
  pictureBytes,
  xlsxBytes,
} from '#test/media-fixtures';
import { multipartFile } from '#test/multipart-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };
let underSubCategoryId: number;
let articleCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await insertAdminAndCustomer(t, { admin: 81, customer: 82 }));
  ({ underSubCategoryId } = await insertTree(t.database.db, [
    'Verrerie',
    'Verrerie de laboratoire',
    'Béchers',
  ]));
});
afterAll(() => t.close());

async function newArticle(): Promise<number> {
  articleCount += 1;
  const crmId = `MED-${articleCount}`;
  return (await insertArticle(t.database.db, { crmId, label: 'Bécher', underSubCategoryId })).id;
}

const upload = (articleId: number, fileName: string, bytes: Buffer, headers = admin) => {
  const body = multipartFile('file', fileName, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/protected/post/article/${articleId}/attachment`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};

async function uploaded(articleId: number, fileName: string, bytes: Buffer): Promise<Attachment> {
  const res = await upload(articleId, fileName, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Attachment>();
}

const detail = async (articleId: number) =>
  (await t.app.inject(`/exposed/detailed/${articleId}/article`)).json().article[0] as {
    pictures: Attachment[];
    attachments: Attachment[];
    featured: string;
    youtubeLink: string | null;
  };

const articleThumbnail = async (articleId: number) =>
  (await t.app.inject(`/exposed/article/${articleId}/get/thumbnail`)).rawPayload;
const attachmentThumbnail = async (attachmentId: number | undefined) =>
  (await t.app.inject(`/exposed/attachment/${attachmentId}/get/thumbnail`)).rawPayload;

const setDefault = (articleId: number, attachmentId: number) =>
  t.app.inject({
    url: `/api/protected/reset/${articleId}/first/${attachmentId}/attachment`,
    headers: admin,
  });

const putVideo = (articleId: number, url: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/protected/put/${articleId}/youtube/link`,
    headers: admin,
    payload: { url },
  });

describe('media calls: who may call them', () => {
  const calls = [
    { method: 'POST' as const, url: '/api/article/1/add/picture/from/web', payload: { url: '' } },
    { method: 'POST' as const, url: '/api/article/1/add/pdf/from/web', payload: { url: '' } },
    { method: 'DELETE' as const, url: '/api/article/attachment/1' },
    { method: 'GET' as const, url: '/api/protected/reset/1/first/1/attachment' },
    { method: 'PUT' as const, url: '/api/protected/put/1/youtube/link', payload: { url: '' } },
    { method: 'GET' as const, url: '/api/protected/toggle/1/featured' },
    { method: 'POST' as const, url: '/api/protected/post/article/1/attachment', payload: {} },
  ];
  it.each(calls)('$method $url: 401 without a token, 403 for a customer', async (call) => {
    expect((await t.app.inject(call)).statusCode).toBe(401);
    expect((await t.app.inject({ ...call, headers: customer })).statusCode).toBe(403);
  });
});

describe('uploading a file (docs/product/media.md#accepted-files)', () => {
  it('adds a picture, re-encoded to WebP, and serves it from the public routes', async () => {
    const articleId = await newArticle();
    const png = await pictureBytes('png', { width: 2000, height: 1000 });
    const picture = await uploaded(articleId, 'bécher.png', png);
    expect(picture).toMatchObject({
      is_picture: '1',
      firstAttachment: '1',
      original_file_name: 'bécher.png',
      mime_type: 'image/webp',
      px_width: 1600,
      px_height: 800,
    });
    const thumbnail = await t.app.inject(`/exposed/attachment/${picture.id}/get/thumbnail`);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);
    const full = await t.app.inject(`/exposed/attachment/${picture.id}/get/full/size`);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['content-disposition']).toBe("inline; filename*=UTF-8''b%C3%A9cher.webp");
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.rawPayload.length).toBe(picture.size_bytes);
    const article = await t.app.inject(`/exposed/article/${articleId}/get/thumbnail`);
    expect(article.rawPayload).toEqual(thumbnail.rawPayload);
  });

  it('adds PDF, XLSX and XLS documents, downloaded as received under their names', async () => {
    const articleId = await newArticle();
    const files = [
      ['fiche.pdf', pdfBytes(), 'application/pdf'],
      [
        'tarifs.xlsx',
        xlsxBytes(),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['ancien.xls', compoundFileBytes('Workbook'), 'application/vnd.ms-excel'],
    ] as const;
    for (const [name, bytes, type] of files) {
      const document = await uploaded(articleId, name, bytes);
      expect(document).toMatchObject({ is_picture: '0', firstAttachment: '0', mime_type: type });
      expect(document).toMatchObject({ px_width: null, size_bytes: bytes.length });
      const full = await t.app.inject(`/exposed/attachment/${document.id}/get/full/size`);
      expect(full.headers['content-type']).toBe(type);
      expect(full.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(full.headers['cache-control']).toContain('immutable');
      expect(full.rawPayload).toEqual(bytes);
    }
  });

  it('refuses what its content is not, whatever its name: 415', async () => {
    const articleId = await newArticle();
    const refused = [
      ['page.png', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
      ['lettre.doc', compoundFileBytes('WordDocument')],
      ['notes.txt', Buffer.from('du texte')],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ] as const;
    for (const [name, bytes] of refused) {
      const res = await upload(articleId, name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ error: 'unsupported_media_type' });
      expect(res.json().message).toContain('PDF ou Excel');
    }
    expect((await detail(articleId)).attachments).toEqual([]);
  });

  it('refuses a big file with 413, too many pixels with 413, corrupt bytes with 400', async () => {
    const articleId = await newArticle();
    const png = await pictureBytes('png');
    const bigPicture = Buffer.concat([png, Buffer.alloc(PICTURE_MAX_BYTES)]);
    expect((await upload(articleId, 'grande.png', bigPicture)).statusCode).toBe(413);
    const bigPdf = Buffer.concat([pdfBytes(), Buffer.alloc(21 * 1024 * 1024)]);
    const tooBig = await upload(articleId, 'gros.pdf', bigPdf);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('file_too_large');
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect((await upload(articleId, 'immense.png', huge)).json().error).toBe(
      'picture_too_many_pixels',
    );
    const beyondLibrary = await upload(
      articleId,
      'démesurée.png',
      await announcedPngBytes(20_000, 20_000),
    );
    expect(beyondLibrary.statusCode).toBe(413);
    expect(beyondLibrary.json().error).toBe('picture_too_many_pixels');
    const corrupt = await upload(articleId, 'cassée.png', png.subarray(0, 60));
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().error).toBe('picture_unreadable');
    expect((await detail(articleId)).pictures).toEqual([]);
  });

  it('answers 400 without a file, 415 for a body that is not multipart, 404 for an unknown article', async () => {
    const articleId = await newArticle();
    const other = multipartFile('document', 'fiche.pdf', pdfBytes());
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/protected/post/article/${articleId}/attachment`,
      headers: { ...other.headers, ...admin },
      payload: other.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MEDIA_FILE_MISSING);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/protected/post/article/${articleId}/attachment`,
      headers: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(999999, 'fiche.pdf', pdfBytes())).statusCode).toBe(404);
  });

  it('refuses a 4th picture and the same file twice with 409, documents still welcome', async () => {
    const articleId = await newArticle();
    for (const color of ['#110000', '#220000', '#330000']) {
      await uploaded(articleId, 'photo.jpg', await pictureBytes('jpeg', { color }));
    }
    const fourth = await upload(
      articleId,
      'photo.jpg',
      await pictureBytes('jpeg', { color: '#440000' }),
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: 'too_many_pictures', message: TOO_MANY_PICTURES });
    await uploaded(articleId, 'fiche.pdf', pdfBytes('Article 4'));
    const twice = await upload(articleId, 'copie.pdf', pdfBytes('Article 4'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('already_attached');
  });
});

describe('adding from a web address (docs/product/media.md#adding-from-a-web-address)', () => {
  it("refuses the server's own network", async () => {
    const articleId = await newArticle();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/article/${articleId}/add/picture/from/web`,
      headers: admin,
      payload: { url: 'http://127.0.0.1:9/photo.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('remote_url_refused');
  });
});

describe('default picture and deletion (docs/product/media.md#default-picture)', () => {
  it('keeps the first as default, moves it on request, promotes the next when it goes', async () => {
    const articleId = await newArticle();
    const before = await detail(articleId); // cached: the changes below must clear it
    expect(before.pictures).toEqual([]);
    const [a, b, c] = [
      await uploaded(articleId, 'a.png', await pictureBytes('png', { color: '#010101' })),
      await uploaded(articleId, 'b.png', await pictureBytes('png', { color: '#020202' })),
      await uploaded(articleId, 'c.png', await pictureBytes('png', { color: '#030303' })),
    ];
    const doc = await uploaded(articleId, 'fiche.pdf', pdfBytes('Défaut'));
    const ids = (pictures: Attachment[]) => pictures.map((p) => [p.id, p.firstAttachment]);
    expect(ids((await detail(articleId)).pictures)).toEqual([
      [a?.id, '1'],
      [b?.id, '0'],
      [c?.id, '0'],
    ]);
    expect((await detail(articleId)).attachments.map((d) => d.id)).toEqual([doc.id]);
    // Served once before the changes: the public routes' memory must follow them too.
    expect(await articleThumbnail(articleId)).toEqual(await attachmentThumbnail(a?.id));

    const chosen = await setDefault(articleId, c?.id ?? 0);
    expect(chosen.statusCode).toBe(200);
    const expected = [
      [c?.id, '1'],
      [a?.id, '0'],
      [b?.id, '0'],
    ];
    expect(ids(chosen.json().pictures)).toEqual(expected);
    expect(ids((await detail(articleId)).pictures)).toEqual(expected);
    expect(await articleThumbnail(articleId)).toEqual(await attachmentThumbnail(c?.id));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/article/attachment/${c?.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(ids((await detail(articleId)).pictures)).toEqual([
      [a?.id, '1'],
      [b?.id, '0'],
    ]);
    expect(await articleThumbnail(articleId)).toEqual(await attachmentThumbnail(a?.id));
    const gone = await t.app.inject(`/exposed/attachment/${c?.id}/get/full/size`);
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/article/attachment/${c?.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another article's picture, a document, or an unknown attachment", async () => {
    const articleId = await newArticle();
    const otherId = await newArticle();
    const other = await uploaded(otherId, 'x.png', await pictureBytes('png', { color: '#0a0a0a' }));
    const doc = await uploaded(articleId, 'fiche.pdf', pdfBytes('404'));
    for (const id of [other.id, doc.id, 999999]) {
      expect((await setDefault(articleId, id)).statusCode).toBe(404);
    }
  });
});

describe('featured flag and video link', () => {
  it('toggles the featured flag and answers the new value', async () => {
    const articleId = await newArticle();
    const toggle = () =>
      t.app.inject({ url: `/api/protected/toggle/${articleId}/featured`, headers: admin });
    expect((await detail(articleId)).featured).toBe('0');
    expect((await toggle()).json()).toEqual({ featured: '1' });
    expect((await detail(articleId)).featured).toBe('1');
    expect((await toggle()).json()).toEqual({ featured: '0' });
    expect((await detail(articleId)).featured).toBe('0');
    const unknown = await t.app.inject({
      url: '/api/protected/toggle/999999/featured',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stores a recognised video address in its canonical form, refuses the others, clears on empty', async () => {
    const articleId = await newArticle();
    const set = await putVideo(articleId, '  youtu.be/dQw4w9WgXcQ  ');
    expect(set.json()).toEqual({ youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect((await detail(articleId)).youtubeLink).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    const short = await putVideo(articleId, 'vimeo.com');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ url: VIDEO_LINK_TOO_SHORT });
    const unknown = await putVideo(articleId, 'https://example.com/video/123');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: VIDEO_LINK_UNKNOWN,
      fields: { url: VIDEO_LINK_UNKNOWN },
    });
    expect((await detail(articleId)).youtubeLink).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect((await putVideo(articleId, '   ')).json()).toEqual({ youtubeLink: null });
    expect((await detail(articleId)).youtubeLink).toBeNull();
    expect((await putVideo(999999, '')).statusCode).toBe(404);
  });
});
