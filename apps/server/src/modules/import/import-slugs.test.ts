import { SLUG_MAX_CHARS } from '@labo/domain/slug';
import { describe, expect, it } from 'vitest';
import {
  articleSlugBase,
  categorySlugBase,
  firstFreeSlug,
  slugCandidate,
  slugFitsBase,
} from './import-slugs';

describe('import slugs', () => {
  it('builds an article slug from label and reference', () => {
    expect(articleSlugBase('Bécher forme basse 5 ml', 'IKA-100018')).toBe(
      'becher-forme-basse-5-ml-ika-100018',
    );
    expect(articleSlugBase('***', '///')).toBe('article');
    expect(categorySlugBase('Hygiène et sécurité')).toBe('hygiene-et-securite');
    expect(categorySlugBase('&')).toBe('categorie');
  });

  it('suffixes a taken slug with the first free number', () => {
    const taken = new Set(['verrerie', 'verrerie-2']);
    expect(firstFreeSlug('verrerie', (s) => taken.has(s), { topLevel: true })).toBe('verrerie-3');
  });

  it('never gives a top category a reserved route segment', () => {
    expect(firstFreeSlug('contact', () => false, { topLevel: true })).toBe('contact-2');
    expect(firstFreeSlug('admin', (s) => s === 'admin-2', { topLevel: true })).toBe('admin-3');
    // Below the top level the segment is not the first of the URL.
    expect(firstFreeSlug('contact', () => false, { topLevel: false })).toBe('contact');
  });

  it(`cuts a long label's slug so that a suffixed one fits ${SLUG_MAX_CHARS} characters`, () => {
    const base = articleSlugBase(`${'Pipette graduée '.repeat(300)}`, 'AB-1');
    expect(base.length).toBeLessThanOrEqual(SLUG_MAX_CHARS - 11);
    expect(base).toMatch(/^pipette-graduee-.*[a-z0-9]$/);
    expect(slugCandidate(base, 2_147_483_647).length).toBeLessThanOrEqual(SLUG_MAX_CHARS);
    expect(categorySlugBase('Verrerie '.repeat(100)).length).toBeLessThanOrEqual(
      SLUG_MAX_CHARS - 11,
    );
  });

  it('keeps a stored article slug while it still fits the label and reference', () => {
    expect(slugFitsBase('tube-ab-1', 'tube-ab-1')).toBe(true);
    expect(slugFitsBase('tube-ab-1-2', 'tube-ab-1')).toBe(true);
    expect(slugFitsBase('tube-ab-1-x', 'tube-ab-1')).toBe(false);
    expect(slugFitsBase('old-label-ab-1', 'tube-ab-1')).toBe(false);
  });
});
