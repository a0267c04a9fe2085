import { describe, expect, it } from 'vitest';
import {
  BANNER_MEDIA_QUERIES,
  bannerWidth,
  campaignArticlesListHeight,
  featuredListHeight,
  isNarrowWindow,
  quoteListHeight,
  virtualRowHeight,
} from './list-layout';

describe('row heights (docs/product/catalogue.md#list-layout)', () => {
  it('uses 212 at 768 px or narrower, 100 above', () => {
    expect(isNarrowWindow(768)).toBe(true);
    expect(isNarrowWindow(769)).toBe(false);
    expect(virtualRowHeight(1200)).toBe(100);
    expect(virtualRowHeight(769)).toBe(100);
    expect(virtualRowHeight(768)).toBe(212);
    expect(virtualRowHeight(320)).toBe(212);
  });
});

describe('list heights (docs/product/constants.md#layout)', () => {
  it('caps quote lists from 10 quotes', () => {
    expect(quoteListHeight(0)).toBe(0);
    expect(quoteListHeight(3)).toBe(300);
    expect(quoteListHeight(9)).toBe(900);
    expect(quoteListHeight(10)).toBe(1000);
    expect(quoteListHeight(250)).toBe(1000);
  });

  it('fixes the featured list from 6 articles', () => {
    expect(featuredListHeight(1)).toBe(100);
    expect(featuredListHeight(5)).toBe(500);
    expect(featuredListHeight(6)).toBe(600);
    expect(featuredListHeight(40)).toBe(600);
  });

  it('caps campaign article lists above 10 articles', () => {
    expect(campaignArticlesListHeight(10)).toBe(1000);
    expect(campaignArticlesListHeight(7)).toBe(700);
    expect(campaignArticlesListHeight(11)).toBe(1000);
    expect(campaignArticlesListHeight(500)).toBe(1000);
  });
});

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
