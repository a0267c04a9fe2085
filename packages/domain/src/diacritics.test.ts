import { describe, expect, it } from 'vitest';
import { foldDiacritics } from './diacritics';

describe('foldDiacritics', () => {
  it('lower-cases and strips French accents', () => {
    expect(foldDiacritics('Éprouvette ÀÂÄÇÈÉÊËÎÏÔÖÙÛÜŸ')).toBe('eprouvette aaaceeeeiioouuuy');
  });

  it('expands ligatures and sharp s', () => {
    expect(foldDiacritics('Œuf Cœur Æther Straße ẞ')).toBe('oeuf coeur aether strasse ss');
  });

  it('folds the micro sign and the Greek mu to u', () => {
    expect(foldDiacritics('100 µl 5 μm')).toBe('100 ul 5 um');
  });

  it('folds compatibility characters', () => {
    expect(foldDiacritics('ﬁltre 2 m² ½')).toBe('filtre 2 m2 1⁄2');
    expect(foldDiacritics('a\u00a0b\u202fc')).toBe('a b c');
  });

  it('removes the dot left by lower-casing a dotted capital I', () => {
    expect(foldDiacritics('İzmir')).toBe('izmir');
  });

  it('keeps other characters for the caller to handle', () => {
    expect(foldDiacritics('A-b_c (d) 10%')).toBe('a-b_c (d) 10%');
  });
});
