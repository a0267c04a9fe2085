import { parseWireMoney, toWireMoney } from './money';

// Rates and discounts on the wire (docs/product/offers.md#calls): a percentage with two
// decimals, "20.00", "5.50", held as basis points (hundredths of a percent) everywhere
// else. Their text has the shape of an amount in euros, and is read and written as one.

/** 2000 → "20.00", 550 → "5.50". */
export function toWirePercent(basisPoints: number): string {
  return toWireMoney(basisPoints);
}

/** "20", "20.0", "20.00" → 2000; null for anything else (a sign, three decimals). */
export function parseWirePercent(text: string): number | null {
  const basisPoints = parseWireMoney(text);
  return basisPoints === null || basisPoints < 0 ? null : basisPoints;
}
