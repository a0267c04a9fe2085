import { describe, expect, it } from 'vitest';
import { featuredListHeight, isNarrowWindow, virtualRowHeight } from './list-layout';

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

describe('featured list height (docs/product/catalogue.md#featured-articles)', () => {
  it('fixes the featured list from 6 articles', () => {
    expect(featuredListHeight(1)).toBe(100);
    expect(featuredListHeight(5)).toBe(500);
    expect(featuredListHeight(6)).toBe(600);
    expect(featuredListHeight(40)).toBe(600);
  });
});
