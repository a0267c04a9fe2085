import { describe, expect, it } from 'vitest';
import { testCatalog } from '#testing/test-catalog.ts';
import { parseCatalogId, resolveId, resolveSegments, trailHref } from './catalog-tree';

describe('resolveSegments', () => {
  it('finds each level by slug, within its parent', () => {
    const lookup = resolveSegments(testCatalog, {
      category: 'verrerie',
      subCategory: 'verrerie-de-laboratoire',
      underSubCategory: 'bechers',
    });
    expect(lookup).toMatchObject({
      found: true,
      trail: { category: { id: 3 }, subCategory: { id: 30 }, underSubCategory: { id: 300 } },
    });
  });

  it('names the level that is missing', () => {
    expect(resolveSegments(testCatalog, { category: 'x' })).toEqual({
      found: false,
      missing: 'category',
    });
    expect(resolveSegments(testCatalog, { category: 'verrerie', subCategory: 'balances' })).toEqual(
      {
        found: false,
        missing: 'subCategory',
      },
    );
    expect(
      resolveSegments(testCatalog, {
        category: 'verrerie',
        subCategory: 'verrerie-graduee',
        underSubCategory: 'bechers',
      }),
    ).toEqual({ found: false, missing: 'underSubCategory' });
  });

  it('also accepts the slug of the label when the stored slug was suffixed by the import', () => {
    const flat = {
      ...testCatalog,
      categories: [{ id: 9, label: 'Contact', slug: 'contact-2' }],
    };
    expect(resolveSegments(flat, { category: 'contact-2' })).toMatchObject({ found: true });
    expect(resolveSegments(flat, { category: 'contact' })).toMatchObject({ found: true });
  });
});

describe('resolveId and trailHref', () => {
  it('builds the label route of each level from an id', () => {
    const href = (level: Parameters<typeof resolveId>[1], id: number) => {
      const trail = resolveId(testCatalog, level, id);
      return trail && trailHref(trail);
    };
    expect(href('category', 1)).toBe('/appareillage');
    expect(href('subCategory', 11)).toBe('/appareillage/balances');
    expect(href('underSubCategory', 310)).toBe('/verrerie/verrerie-graduee/eprouvettes');
    expect(href('underSubCategory', 1)).toBeNull();
  });
});

describe('parseCatalogId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseCatalogId('42')).toBe(42);
    for (const raw of [undefined, '', '0', '-1', '1.5', '01', 'abc', '99999999999']) {
      expect(parseCatalogId(raw)).toBeNull();
    }
  });
});
