import { describe, expect, it } from 'vitest';
import { compareLabels } from './label-order';

describe('compareLabels', () => {
  it('sorts the French way, numbers by value', () => {
    expect(
      ['Verrerie', 'éprouvettes', 'Bécher 250 ml', 'Bécher 50 ml', 'Appareils', 'Eau'].sort(
        compareLabels,
      ),
    ).toEqual(['Appareils', 'Bécher 50 ml', 'Bécher 250 ml', 'Eau', 'éprouvettes', 'Verrerie']);
  });

  it('treats accents and case as equal', () => {
    expect(compareLabels('ÉTUVE', 'etuve')).toBe(0);
  });
});
