import { describe, expect, it } from 'vitest';
import { isOneTypoAway, typoAnchors } from './typo-distance';

describe('isOneTypoAway', () => {
  it.each([
    ['pipete', 'pipette'], // a letter missing
    ['pipettte', 'pipette'], // a letter too many
    ['erlenmayer', 'erlenmeyer'], // a letter replaced
    ['pipetet', 'pipette'], // two neighbours swapped
    ['xipette', 'pipette'], // first letter
    ['pipettx', 'pipette'], // last letter
    ['ipette', 'pipette'], // first letter missing
  ])('%s is one typo away from %s', (typed, word) => {
    expect(isOneTypoAway(typed, word)).toBe(true);
  });

  it.each([
    ['pipette', 'pipette'], // the same word is no typo
    ['pipatta', 'pipette'], // two letters replaced
    ['pipe', 'pipette'], // three letters missing
    ['pipeet', 'pipette'], // a swap and a letter missing
    ['tepipet', 'pipette'],
  ])('%s is not one typo away from %s', (typed, word) => {
    expect(isOneTypoAway(typed, word)).toBe(false);
  });
});

describe('typoAnchors', () => {
  it('keeps a start or an end that every one-typo neighbour shares', () => {
    expect(typoAnchors('pipete')).toEqual({ prefix: 'pi', suffix: 'te' });
    expect(typoAnchors('erlenmayer')).toEqual({ prefix: 'erle', suffix: 'ayer' });
    const word = 'pipette';
    const { prefix, suffix } = typoAnchors('pipetet');
    expect(word.startsWith(prefix) || word.endsWith(suffix)).toBe(true);
  });

  it('holds for every single edit of a word', () => {
    const word = 'becher';
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const typos = new Set<string>();
    for (let i = 0; i <= word.length; i++) {
      if (i < word.length) typos.add(word.slice(0, i) + word.slice(i + 1));
      if (i < word.length - 1)
        typos.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      for (const letter of letters) {
        typos.add(word.slice(0, i) + letter + word.slice(i));
        if (i < word.length) typos.add(word.slice(0, i) + letter + word.slice(i + 1));
      }
    }
    typos.delete(word);
    for (const typo of typos) {
      if (typo.length < 5) continue;
      expect(isOneTypoAway(typo, word), typo).toBe(true);
      const { prefix, suffix } = typoAnchors(typo);
      expect(word.startsWith(prefix) || word.endsWith(suffix), typo).toBe(true);
    }
  });
});
