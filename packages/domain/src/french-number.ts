// Numbers as Intl.NumberFormat('fr-FR') writes them, written out so that the storefront's
// pages create no number formatter: the first one a page makes loads the browser's number
// data, a long task on a slow phone (docs/performance.md#intls-number-formatters). The tests
// compare the output with Intl's.

/**
 * A whole number's digits grouped by three, with a narrow no-break space (U+202F):
 * "1234567" → "1 234 567".
 */
export function groupFrenchThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '\u202f');
}

/**
 * A non-negative number with at most `maxDecimals` decimals, rounded half away from zero,
 * trailing zeros dropped: 1.5 → "1,5", 1234 → "1 234". The rounding is that of the value's
 * nearest double: exact for the sizes and constants it writes, which are never a hair away
 * from halfway.
 */
export function formatFrenchNumber(value: number, maxDecimals: 0 | 1 | 2): string {
  if (!(value >= 0) || !Number.isFinite(value))
    throw new RangeError(`Not a non-negative number: ${value}`);
  const factor = 10 ** maxDecimals;
  const scaled = Math.round(value * factor);
  const whole = groupFrenchThousands(String(Math.trunc(scaled / factor)));
  const fraction = String(scaled % factor)
    .padStart(maxDecimals, '0')
    .replace(/0+$/, '');
  return fraction === '' ? whole : `${whole},${fraction}`;
}
