/**
 * French reading order for labels (docs/product/catalogue.md#category-tree): accents and
 * case do not separate words ("Éprouvette" sits among the E), and numbers compare by
 * value ("Bécher 50 ml" before "Bécher 250 ml").
 */
const FRENCH = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function compareLabels(a: string, b: string): number {
  return FRENCH.compare(a, b);
}
