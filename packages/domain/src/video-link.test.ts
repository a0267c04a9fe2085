import { describe, expect, it } from 'vitest';
import { canonicalVideoUrl, parseVideoLink, videoEmbedUrl } from './video-link';

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s', 'youtube', 'aqz-KE-bpKQ'],
    ['youtu.be/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1', 'youtube', 'aqz-KE-bpKQ'],
    ['  https://vimeo.com/76979871  ', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://www.dailymotion.com/video/x8abcd1', 'dailymotion', 'x8abcd1'],
    ['https://dai.ly/x8abcd1', 'dailymotion', 'x8abcd1'],
  ])('recognises %s', (text, provider, id) => {
    expect(parseVideoLink(text)).toEqual({ provider, id });
  });

  it.each([
    '',
    'pas une adresse',
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'ftp://youtu.be/aqz-KE-bpKQ',
    'https://vimeo.com/channels/staffpicks',
    'https://www.dailymotion.com/user/x8abcd1',
  ])('refuses %s', (text) => {
    expect(parseVideoLink(text)).toBeNull();
  });
});

describe('canonical and embed addresses', () => {
  it('keeps the watch page and embeds without cookies for YouTube', () => {
    const link = { provider: 'youtube', id: 'aqz-KE-bpKQ' } as const;
    expect(canonicalVideoUrl(link)).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(videoEmbedUrl(link)).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
  });

  it('gives back what it parsed', () => {
    for (const link of [
      { provider: 'vimeo', id: '76979871' },
      { provider: 'dailymotion', id: 'x8abcd1' },
    ] as const) {
      expect(parseVideoLink(canonicalVideoUrl(link))).toEqual(link);
      expect(parseVideoLink(videoEmbedUrl(link))).toEqual(link);
    }
  });
});
