import { DOCUMENT_MAX_BYTES, PICTURE_MAX_BYTES } from '@labo/domain/limits';
import { mediaFormatRefused } from '@labo/domain/media-admin-schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  announcedPngBytes,
  compoundFileBytes,
  pdfBytes,
  pictureBytes,
  xlsxBytes,
} from '#test/media-fixtures';
import { identifyFile, prepareMedia } from './media-intake';

const refusal = (statusCode: number, code: string) => ({ statusCode, code });

/** A file as large as `size`, starting with `head`, so that it is recognised as such. */
const padded = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(size - head.length)]);

describe('recognising a file by its content (docs/product/media.md#accepted-files)', () => {
  it.each(['png', 'jpeg', 'gif', 'avif', 'webp'] as const)('takes a %s picture', async (format) => {
    const bytes = await pictureBytes(format);
    const file = await identifyFile(bytes, 'picture');
    expect(file.kind).toBe('picture');
    expect(file.mimeType).toBe(`image/${format}`);
    expect(file.storageKey).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{62}$/);
    const prepared = await prepareMedia(file, bytes);
    expect(prepared.facts).toMatchObject({ mimeType: 'image/webp', pxWidth: 64, pxHeight: 48 });
  });

  it('takes PDF, XLSX and an XLS compound file as documents', async () => {
    expect(await identifyFile(pdfBytes(), 'document')).toMatchObject({
      kind: 'document',
      mimeType: 'application/pdf',
    });
    expect(await identifyFile(xlsxBytes(), 'document')).toMatchObject({
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await identifyFile(compoundFileBytes('Workbook'), 'either')).toMatchObject({
      kind: 'document',
      mimeType: 'application/vnd.ms-excel',
    });
    expect(await identifyFile(compoundFileBytes('Book'), 'document')).toMatchObject({
      mimeType: 'application/vnd.ms-excel',
    });
  });

  it('refuses a Word compound file, HTML, text and SVG with 415 naming the formats', async () => {
    const refused = [
      compoundFileBytes('WordDocument'),
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      Buffer.from('Simple texte, pas une image.'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ];
    for (const bytes of refused) {
      await expect(identifyFile(bytes, 'either')).rejects.toMatchObject({
        ...refusal(415, 'unsupported_media_type'),
        message: mediaFormatRefused('either'),
      });
    }
  });

  it('refuses a document where a picture is expected, and a picture where a document is', async () => {
    await expect(identifyFile(pdfBytes(), 'picture')).rejects.toMatchObject({
      ...refusal(415, 'unsupported_media_type'),
      message: expect.stringContaining('JPEG, PNG, WebP, GIF ou AVIF'),
    });
    await expect(identifyFile(await pictureBytes('png'), 'document')).rejects.toMatchObject({
      message: expect.stringContaining('PDF ou Excel'),
    });
  });

  it('refuses a picture past 10 MB and a document past 20 MB with 413', async () => {
    const png = await pictureBytes('png');
    await expect(identifyFile(padded(png, PICTURE_MAX_BYTES + 1), 'either')).rejects.toMatchObject(
      refusal(413, 'file_too_large'),
    );
    const bigPdf = padded(pdfBytes(), PICTURE_MAX_BYTES + 1);
    expect((await identifyFile(bigPdf, 'document')).kind).toBe('document');
    await expect(
      identifyFile(padded(pdfBytes(), DOCUMENT_MAX_BYTES + 1), 'document'),
    ).rejects.toMatchObject(refusal(413, 'file_too_large'));
  });
});

describe('re-encoding a picture (docs/product/media.md#picture-sizes)', () => {
  const prepare = async (bytes: Buffer) =>
    prepareMedia(await identifyFile(bytes, 'picture'), bytes);
  const sizeOf = async (bytes: Buffer) => {
    const { width, height, format, exif } = await sharp(bytes).metadata();
    return { width, height, format, exif };
  };

  it('makes a WebP small size inside 176×176, a thumbnail inside 400×400, a middle size of 800 px and a full size of 1600 px at most', async () => {
    const prepared = await prepare(await pictureBytes('jpeg', { width: 3000, height: 2000 }));
    const [small, thumbnail, medium, full] = prepared.files;
    expect(small?.key).toMatch(/\/small\.webp$/);
    expect(await sizeOf(small?.bytes ?? Buffer.alloc(0))).toMatchObject({
      width: 176,
      height: 117,
      format: 'webp',
    });
    expect(thumbnail?.key).toMatch(/\/thumbnail\.webp$/);
    expect(medium?.key).toMatch(/\/medium\.webp$/);
    expect(full?.key).toMatch(/\/full\.webp$/);
    expect(await sizeOf(medium?.bytes ?? Buffer.alloc(0))).toMatchObject({
      width: 800,
      height: 533,
      format: 'webp',
    });
    expect(await sizeOf(thumbnail?.bytes ?? Buffer.alloc(0))).toMatchObject({
      width: 400,
      height: 267,
      format: 'webp',
    });
    expect(await sizeOf(full?.bytes ?? Buffer.alloc(0))).toMatchObject({
      width: 1600,
      height: 1067,
    });
    expect(prepared.facts).toEqual({
      mimeType: 'image/webp',
      sizeBytes: full?.bytes.length,
      pxWidth: 1600,
      pxHeight: 1067,
    });
  });

  it('never enlarges a small picture', async () => {
    const prepared = await prepare(await pictureBytes('gif', { width: 64, height: 48 }));
    expect(prepared.facts).toMatchObject({ pxWidth: 64, pxHeight: 48 });
  });

  it('turns a picture upright by its EXIF orientation and keeps no metadata', async () => {
    const rotated = await sharp(await pictureBytes('jpeg', { width: 60, height: 40 }))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await prepare(rotated);
    expect(prepared.facts).toMatchObject({ pxWidth: 40, pxHeight: 60 });
    for (const file of prepared.files) expect((await sizeOf(file.bytes)).exif).toBeUndefined();
  });

  it('refuses more than 40 million pixels with 413, corrupt bytes with 400', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    await expect(prepare(huge)).rejects.toMatchObject(refusal(413, 'picture_too_many_pixels'));
    // Past the image library's own limit too (about 268 million pixels).
    await expect(prepare(await announcedPngBytes(20_000, 20_000))).rejects.toMatchObject(
      refusal(413, 'picture_too_many_pixels'),
    );
    const png = await pictureBytes('png');
    await expect(prepare(png.subarray(0, 60))).rejects.toMatchObject(
      refusal(400, 'picture_unreadable'),
    );
  });
});
