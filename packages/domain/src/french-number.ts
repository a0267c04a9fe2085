/**
 * A whole number's digits grouped by three the way Intl.NumberFormat('fr-FR') groups them,
 * with a narrow no-break space (U+202F): "1234567" → "1 234 567". Written out so that the
 * storefront's pages create no number formatter: the first one a page makes loads the
 * browser's number data, a long task on a slow phone (docs/performance.md#intls-number-formatters).
 */
export function groupFrenchThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '\u202f');
}
