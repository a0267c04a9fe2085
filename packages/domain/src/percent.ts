/**
 * A percentage as people read it: "15 %", the sign after a no-break space, as amounts are
 * written "12,50 €" (docs/product/look-and-feel.md#glossary). A discount is written with
 * its minus sign before: `-${formatPercent(15)}` reads "-15 %".
 */
export function formatPercent(value: number | string): string {
  return `${value}\u00a0%`;
}
