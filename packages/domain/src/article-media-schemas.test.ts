import { describe, expect, it } from 'vitest';
import {
  articleAttachmentParamSchema,
  articleIdParamSchema,
  featuredAnswerSchema,
  importReportSchema,
  picturesAnswerSchema,
  webFilePayloadSchema,
  youtubeLinkAnswerSchema,
  youtubeLinkPayloadSchema,
} from './article-media-schemas';
import { URL_INVALID, VIDEO_LINK_TOO_SHORT } from './messages';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('webFilePayloadSchema', () => {
  it('accepts http and https addresses', () => {
    expect(webFilePayloadSchema.parse({ url: 'https://ex.com/a.jpg' })).toEqual({
      url: 'https://ex.com/a.jpg',
    });
    expect(webFilePayloadSchema.safeParse({ url: 'http://ex.com/a.pdf' }).success).toBe(true);
  });

  it('refuses other schemes and non-addresses', () => {
    for (const url of [
      'ftp://ex.com/a',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ex.com',
      '',
    ]) {
      expect(message(webFilePayloadSchema.safeParse({ url })), url).toBe(URL_INVALID);
    }
    expect(
      webFilePayloadSchema.safeParse({ url: `https://ex.com/${'a'.repeat(2000)}` }).success,
    ).toBe(false);
  });
});

describe('youtubeLinkPayloadSchema (SPEC §5, §7)', () => {
  it('accepts an empty link (removal) or 10 characters and more', () => {
    expect(youtubeLinkPayloadSchema.parse({ url: '' })).toEqual({ url: '' });
    expect(youtubeLinkPayloadSchema.parse({ url: '  ' })).toEqual({ url: '' });
    expect(youtubeLinkPayloadSchema.parse({ url: 'youtu.be/x' })).toEqual({ url: 'youtu.be/x' });
  });

  it('refuses shorter links', () => {
    expect(message(youtubeLinkPayloadSchema.safeParse({ url: 'youtu.be/' }))).toBe(
      VIDEO_LINK_TOO_SHORT,
    );
  });
});

describe('media answers and parameters', () => {
  it('have the API.md shapes', () => {
    expect(youtubeLinkAnswerSchema.parse({ youtubeLink: null })).toEqual({ youtubeLink: null });
    expect(featuredAnswerSchema.parse({ featured: '1' })).toEqual({ featured: '1' });
    expect(featuredAnswerSchema.safeParse({ featured: true }).success).toBe(false);
    expect(picturesAnswerSchema.parse({ pictures: [] })).toEqual({ pictures: [] });
    expect(importReportSchema.parse(['ligne 1'])).toEqual(['ligne 1']);
    expect(articleIdParamSchema.parse({ articleId: '5' })).toEqual({ articleId: 5 });
    expect(articleAttachmentParamSchema.parse({ articleId: '5', attachmentId: '9' })).toEqual({
      articleId: 5,
      attachmentId: 9,
    });
  });
});
