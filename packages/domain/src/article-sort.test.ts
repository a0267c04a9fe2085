import { describe, expect, it } from 'vitest';
import {
  ARTICLE_SORT_KEYS,
  DEFAULT_ARTICLE_SORT,
  type SortableArticle,
  sortArticles,
} from './article-sort';

const article = (
  label: string,
  overrides: Partial<SortableArticle> = {},
): SortableArticle & { label: string } => ({
  label,
  brandName: null,
  crmId: label,
  conditionnement: null,
  basePrice: '1.00',
  featured: '0',
  ...overrides,
});

const labels = (list: SortableArticle[]) => list.map((a) => a.label);

describe('sortArticles (docs/product/catalogue.md#article-sort)', () => {
  const list = [
    article('Pipette', {
      brandName: 'Brand',
      basePrice: '9.90',
      crmId: 'P-2',
      conditionnement: 'Unité',
    }),
    article('Bécher 250', {
      brandName: 'Duran',
      basePrice: '12.50',
      crmId: 'D-1',
      conditionnement: 'Carton de 10',
    }),
    article('Éprouvette', { brandName: null, basePrice: '100.00', crmId: 'E-3', featured: '1' }),
    article('Ampoule', {
      brandName: 'Assistent',
      basePrice: '2.00',
      crmId: 'A-9',
      conditionnement: 'Boîte',
    }),
    article('Zinc', { featured: '1', basePrice: '0.50', crmId: 'Z-0' }),
  ];

  it('has the "Trier par" keys and default', () => {
    expect(ARTICLE_SORT_KEYS).toEqual(['NAME', 'BRAND', 'REF', 'COND', 'HT']);
    expect(DEFAULT_ARTICLE_SORT).toEqual({ key: 'NAME', direction: 'asc' });
  });

  it('puts featured articles first and sorts by name by default', () => {
    expect(labels(sortArticles(list))).toEqual([
      'Éprouvette',
      'Zinc',
      'Ampoule',
      'Bécher 250',
      'Pipette',
    ]);
  });

  it('keeps featured first when descending', () => {
    expect(labels(sortArticles(list, 'NAME', 'desc'))).toEqual([
      'Zinc',
      'Éprouvette',
      'Pipette',
      'Bécher 250',
      'Ampoule',
    ]);
  });

  it('sorts by price as a number', () => {
    expect(labels(sortArticles(list, 'HT'))).toEqual([
      'Zinc',
      'Éprouvette',
      'Ampoule',
      'Pipette',
      'Bécher 250',
    ]);
  });

  it('sorts by brand, reference and packaging, empty values first', () => {
    expect(labels(sortArticles(list, 'BRAND')).slice(2)).toEqual([
      'Ampoule',
      'Pipette',
      'Bécher 250',
    ]);
    expect(labels(sortArticles(list, 'REF')).slice(2)).toEqual([
      'Ampoule',
      'Bécher 250',
      'Pipette',
    ]);
    expect(labels(sortArticles(list, 'COND')).slice(2)).toEqual([
      'Ampoule',
      'Bécher 250',
      'Pipette',
    ]);
  });

  it('does not change its input', () => {
    const before = labels(list);
    sortArticles(list, 'HT', 'desc');
    expect(labels(list)).toEqual(before);
  });
});
