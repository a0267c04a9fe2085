import { formatEuros, parseWireMoney } from '@labo/domain/money';

/** A wire amount ("123.40") as people read it ("123,40 €"); a malformed one reads as 0. */
export function wireEuros(amount: string): string {
  return formatEuros(parseWireMoney(amount) ?? 0);
}
