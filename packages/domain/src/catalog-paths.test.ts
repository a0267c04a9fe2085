import { describe, expect, it } from 'vitest';
import {
  articlePath,
  categoryPath,
  subCategoryPath,
  treePath,
  underSubCategoryPath,
} from './catalog-paths';

describe('catalogue paths (docs/product/catalogue.md#article-urls)', () => {
  it('slugifies each label', () => {
    expect(categoryPath('Hygiène et Sécurité')).toBe('/hygiene-et-securite');
    expect(subCategoryPath('Verrerie', 'Verrerie de laboratoire')).toBe(
      '/verrerie/verrerie-de-laboratoire',
    );
    expect(underSubCategoryPath('Verrerie', 'Verrerie de laboratoire', 'Béchers')).toBe(
      '/verrerie/verrerie-de-laboratoire/bechers',
    );
  });

  it('ends article paths with the article slug as is', () => {
    expect(
      articlePath({
        cat_label: 'Verrerie',
        sc_label: 'Verrerie de laboratoire',
        usc_label: 'Béchers',
        slug: 'becher-forme-basse-250-ml-dur-100002',
      }),
    ).toBe('/verrerie/verrerie-de-laboratoire/bechers/becher-forme-basse-250-ml-dur-100002');
  });

  it('joins slug fields as they are, suffixes included', () => {
    expect(treePath('contact-2', 'verrerie-de-laboratoire', 'bechers-2')).toBe(
      '/contact-2/verrerie-de-laboratoire/bechers-2',
    );
  });
});
