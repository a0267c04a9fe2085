// Letters that Unicode decomposition leaves whole. The slug rule asks for accents removed
// (docs/product/catalogue.md#slug-rule); these are the ligatures of French labels (œ, æ),
// the German ß, a few Nordic/Slavic letters found in brand names, and the micro sign,
// which laboratory labels use for units ("100 µl"): folding it to "u" keeps "100-ul" in a
// slug instead of "100-l".
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  µ: 'u',
  μ: 'u',
};

const FOLDABLE_LETTER = /[œæßøłđðþıµμ]/g;
const COMBINING_MARK = /\p{M}+/gu;

/**
 * Lower-cases text and removes accents, the common ground of slugs
 * (docs/product/catalogue.md#slug-rule) and search (docs/product/search.md#search-text).
 * NFKD rather than NFD so that compatibility characters fold too: "ﬁ" → "fi", "m²" → "m2",
 * a no-break space → a space. The second NFKD runs after lower-casing because
 * lower-casing "İ" yields a combining dot that must go as well.
 */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARK, '')
    .replace(FOLDABLE_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter);
}
