import { describe, expect, it } from 'vitest';
import {
  buildArticleSearchText,
  compactReference,
  matchesEveryWord,
  matchesFullSequence,
  normalizeSearchText,
  searchWords,
} from './search-text';

describe('normalizeSearchText', () => {
  it('lower-cases, removes accents and turns separators into single spaces', () => {
    expect(normalizeSearchText('  Bécher, forme—BASSE (250 ml)  ')).toBe(
      'becher forme basse 250 ml',
    );
  });

  it('handles references and ligatures', () => {
    expect(normalizeSearchText('DUR-100002')).toBe('dur 100002');
    expect(normalizeSearchText('Œil')).toBe('oeil');
  });

  it('returns an empty string when nothing alphanumeric remains', () => {
    expect(normalizeSearchText(' -- / ')).toBe('');
    expect(normalizeSearchText('')).toBe('');
  });
});

describe('compactReference', () => {
  it('removes every separator', () => {
    expect(compactReference('DUR-100002')).toBe('dur100002');
    expect(compactReference('dur 100 002')).toBe('dur100002');
    expect(compactReference('A.B/C_d')).toBe('abcd');
    expect(compactReference('')).toBe('');
  });
});

describe('buildArticleSearchText', () => {
  const text = buildArticleSearchText({
    crmId: 'DUR-100002',
    crmSecondaryId: '460.2037',
    label: 'Bécher forme basse 250 ml',
    brandName: 'Duran',
    conditionnement: 'Carton de 10',
  });

  it('joins the normalised fields and the compact references', () => {
    expect(text).toBe(
      'dur 100002 460 2037 becher forme basse 250 ml duran carton de 10 dur100002 4602037',
    );
  });

  it('lets every spelling of a reference match', () => {
    for (const query of ['dur100002', 'dur 100002', 'DUR-100002', '4602037', '460.2037']) {
      expect(matchesFullSequence(text, query)).toBe(true);
    }
  });

  it('skips missing optional fields', () => {
    expect(
      buildArticleSearchText({
        crmId: 'X1',
        crmSecondaryId: null,
        label: 'Pipette',
        brandName: null,
        conditionnement: undefined,
      }),
    ).toBe('x1 pipette x1');
  });
});

describe('searchWords', () => {
  it('returns normalised distinct words in typed order', () => {
    expect(searchWords('Bécher bécher 250  ML becher')).toEqual(['becher', '250', 'ml']);
  });

  it('returns nothing for an empty query', () => {
    expect(searchWords('  ,; ')).toEqual([]);
  });
});

describe('matching', () => {
  const text = buildArticleSearchText({ crmId: 'DUR-1', label: 'Bécher forme basse' });

  it('matches the full sequence only in order', () => {
    expect(matchesFullSequence(text, 'forme basse')).toBe(true);
    expect(matchesFullSequence(text, 'basse forme')).toBe(false);
    expect(matchesFullSequence(text, '   ')).toBe(false);
  });

  it('matches every word in any order', () => {
    expect(matchesEveryWord(text, 'basse BÉCHER')).toBe(true);
    expect(matchesEveryWord(text, 'basse haute')).toBe(false);
    expect(matchesEveryWord(text, '')).toBe(false);
  });
});
