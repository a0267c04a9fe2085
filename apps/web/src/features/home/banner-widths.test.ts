import { describe, expect, it } from 'vitest';
import { BANNER_MEDIA_QUERIES, bannerWidth } from './banner-widths';

describe('bannerWidth (docs/product/catalogue.md#carousel)', () => {
  it('picks the image for the window width', () => {
    expect(bannerWidth(1920)).toBe(1160);
    expect(bannerWidth(769)).toBe(1160);
    expect(bannerWidth(768)).toBe(770);
    expect(bannerWidth(376)).toBe(770);
    expect(bannerWidth(375)).toBe(375);
    expect(bannerWidth(320)).toBe(375);
  });
});

describe('BANNER_MEDIA_QUERIES', () => {
  /** Evaluates the min-width / max-width queries we write, as a browser would. */
  function matches(media: string, width: number): boolean {
    return [...media.matchAll(/\((min|max)-width: (\d+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  }

  it('matches, at every window width, exactly the banner that bannerWidth picks', () => {
    for (let width = 250; width <= 2000; width++) {
      const matching = BANNER_MEDIA_QUERIES.filter((query) => matches(query.media, width));
      expect(matching.map((query) => query.width)).toEqual([bannerWidth(width)]);
    }
  });
});
