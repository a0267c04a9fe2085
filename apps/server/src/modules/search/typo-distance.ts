/**
 * Whether `typed` is one typo away from `word`: one letter replaced, added, removed, or
 * two neighbours swapped ("pipete" / "pipette", "erlenmayer" / "erlenmeyer",
 * "pipetet" / "pipette"). Equal words are not a typo. Linear: it runs against a
 * vocabulary on every search that has an unknown word.
 */
export function isOneTypoAway(typed: string, word: string): boolean {
  if (typed === word || Math.abs(typed.length - word.length) > 1) return false;
  let i = 0;
  while (i < typed.length && i < word.length && typed[i] === word[i]) i++;
  if (typed.length > word.length) return typed.slice(i + 1) === word.slice(i);
  if (typed.length < word.length) return typed.slice(i) === word.slice(i + 1);
  if (typed.slice(i + 1) === word.slice(i + 1)) return true;
  return (
    typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2)
  );
}

/**
 * The parts of a typed word that one typo leaves intact in the intended word: with a
 * typo at or after position `a` the first `a` letters are right, before it the last `a`
 * are (a swap touches two positions, hence a = ⌊(n − 1) / 2⌋). Every one-typo neighbour
 * of the word therefore starts with `prefix` or ends with `suffix`, which a trigram
 * index can look up.
 */
export function typoAnchors(typed: string): { prefix: string; suffix: string } {
  const a = Math.floor((typed.length - 1) / 2);
  return { prefix: typed.slice(0, a), suffix: typed.slice(typed.length - a) };
}
