/**
 * French reading order for labels (docs/product/catalogue.md#category-tree): accents and
 * case do not separate words ("Éprouvette" sits among the E), and numbers compare by
 * value ("Bécher 50 ml" before "Bécher 250 ml").
 */
let french: Intl.Collator | undefined;

export function compareLabels(a: string, b: string): number {
  // Made at the first comparison, not when the module loads: the first collator of a page
  // loads the browser's collation data, a long task on a slow phone, and a page whose lists
  // come in order compares nothing (docs/performance.md#the-french-collator).
  french ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return french.compare(a, b);
}
