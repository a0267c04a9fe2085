import type { GeneratedArticle } from '@labo/tools/catalogue/catalogue-generator';

/** Drops one inner letter: "pipette" → "pipete", a one-typo query. */
function typo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}

/**
 * The fixed mixed query set of the search target (docs/performance.md#targets), drawn from
 * the generated catalogue so that it finds something: references (as typed, lower case,
 * without separator), one word, three-word phrases and typos.
 */
export function searchQueries(
  sample: Array<Pick<GeneratedArticle, 'code' | 'designation'>>,
): string[] {
  const queries: string[] = [];
  for (const [i, article] of sample.entries()) {
    const words = article.designation.split(/\s+/).filter((w) => /^[\p{L}]{3,}$/u.test(w));
    const longWord = words.find((w) => w.length >= 6);
    switch (i % 5) {
      case 0:
        queries.push(article.code);
        break;
      case 1:
        queries.push(article.code.toLowerCase().replace('-', ''));
        break;
      case 2:
        if (words[0]) queries.push(words[0]);
        break;
      case 3:
        queries.push(article.designation.split(/\s+/).slice(0, 3).join(' '));
        break;
      default:
        if (longWord) queries.push(typo(longWord.toLowerCase()));
    }
  }
  return queries;
}
