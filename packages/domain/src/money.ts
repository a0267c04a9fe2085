// Money is held as integer cents everywhere so that sums are exact; the wire carries a
// 2-decimal string in euros, and people see the fr-FR format with the euro sign and always
// 2 decimals (docs/product/api-conventions.md#money).

import { groupFrenchThousands } from './french-number';

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  }
}

/** Removes the negative zero that rounding can leave, so it never prints as "-0.00". */
function withoutNegativeZero(n: number): number {
  return n === 0 ? 0 : n;
}

/**
 * Rounds an amount of cents that may carry float noise to whole cents, half away from
 * zero. The noise is removed first by keeping 15 significant digits: 0.285 × 100 is
 * 28.499999999999996 in binary and must round to 29 like the decimal it stands for.
 */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot round a non-finite amount: ${amount}`);
  }
  const cleaned = Number(Math.abs(amount).toPrecision(15));
  return withoutNegativeZero(Math.sign(amount) * Math.round(cleaned));
}

/** Cents to the wire form: 123450 → "1234.50", -5 → "-0.05". */
export function toWireMoney(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${euros}.${rest}`;
}

const WIRE_MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Wire money to cents, without going through a float. Accepts 0 to 2 decimals ("12",
 * "12.5", "12.50"); anything else is null.
 */
export function parseWireMoney(text: string): number | null {
  const match = WIRE_MONEY.exec(text);
  if (!match) return null;
  const [, minus, euros = '', decimals = ''] = match;
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return withoutNegativeZero(minus ? -cents : cents);
}

/**
 * What a person reads: 123450 → "1 234,50 €", as Intl.NumberFormat('fr-FR', EUR) writes it:
 * a narrow no-break space (U+202F) between thousands, a no-break space (U+00A0) before the
 * euro sign. Written out rather than through Intl (french-number.ts); the tests check the
 * output against Intl's.
 */
export function formatEuros(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = groupFrenchThousands(String(Math.trunc(abs / 100)));
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')}\u00a0€`;
}

// Oxygène exports write numbers the French way ("-1520,32", "3 056,98"), sometimes with
// a dot decimal ("12.5"). Thousands are grouped by three with a space, a no-break space
// or a narrow no-break space. A number with both a dot and a comma ("1.234,50") is
// refused rather than guessed: the import reports the line instead of storing a wrong
// price.
const PLAIN_DECIMAL = /^([+-])?(\d+)(?:[.,](\d+))?$/;
const GROUPED_DECIMAL = /^([+-])?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d+))?$/;

/** Reads an Oxygène number; null when unreadable ("12,3x", "", "1,2,3"). */
export function parseFrenchDecimal(text: string): number | null {
  const trimmed = text.trim();
  const match = PLAIN_DECIMAL.exec(trimmed) ?? GROUPED_DECIMAL.exec(trimmed);
  if (!match) return null;
  const [, sign, integer = '', decimals] = match;
  const digits = integer.replace(/[ \u00a0\u202f]/g, '');
  const value = Number(decimals === undefined ? digits : `${digits}.${decimals}`);
  if (!Number.isFinite(value)) return null;
  return withoutNegativeZero(sign === '-' ? -value : value);
}

/** Euros as a number (from an import) to cents, half away from zero: 0.285 → 29. */
export function decimalToCents(euros: number): number {
  return roundCents(euros * 100);
}

/**
 * A VAT rate in percent to basis points (5.5 → 550, 20 → 2000) so that tax maths stays
 * in integers like money does.
 */
export function vatRateToBasisPoints(ratePercent: number): number {
  return roundCents(ratePercent * 100);
}
