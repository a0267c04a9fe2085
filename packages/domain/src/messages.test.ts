import { describe, expect, it } from 'vitest';
import { SEARCH_RESULTS } from './messages';

describe('search results line (docs/product/search.md#results-lines)', () => {
  it('is singular for one article', () => {
    expect(SEARCH_RESULTS(1)).toBe('1 résultat a été trouvé pour votre recherche');
  });

  it('is plural for more', () => {
    expect(SEARCH_RESULTS(2)).toBe('2 résultats ont été trouvés pour votre recherche');
    expect(SEARCH_RESULTS(120)).toBe('120 résultats ont été trouvés pour votre recherche');
  });
});
