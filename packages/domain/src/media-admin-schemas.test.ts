import { describe, expect, it } from 'vitest';
import {
  MEDIA_FILE_TOO_LARGE,
  mediaFormatRefused,
  mediaUrlBodySchema,
  TOO_MANY_PICTURES,
  VIDEO_LINK_TOO_SHORT,
} from './media-admin-schemas';

describe('media refusals (docs/product/media.md#media-refusals)', () => {
  it('names the formats the call accepts', () => {
    expect(mediaFormatRefused('picture')).toContain('JPEG, PNG, WebP, GIF ou AVIF');
    expect(mediaFormatRefused('picture')).not.toContain('PDF');
    expect(mediaFormatRefused('document')).toContain('PDF ou Excel (XLSX, XLS)');
    expect(mediaFormatRefused('either')).toMatch(/AVIF.*PDF/);
  });

  it('quotes the limits', () => {
    expect(MEDIA_FILE_TOO_LARGE).toContain('10 Mo au plus pour une image, 20 Mo pour un document');
    expect(TOO_MANY_PICTURES).toContain('déjà 3 images');
    expect(VIDEO_LINK_TOO_SHORT).toContain('10 caractères');
  });

  it('takes an address of text the database can store, an empty one included', () => {
    expect(mediaUrlBodySchema.safeParse({ url: '' }).success).toBe(true);
    expect(mediaUrlBodySchema.safeParse({ url: 'https://a.example/\0' }).success).toBe(false);
    expect(mediaUrlBodySchema.safeParse({ url: 'x'.repeat(2049) }).success).toBe(false);
  });
});
