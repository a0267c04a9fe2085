import fc from 'fast-check';

// Generated and hostile input shared by the property tests of the routes
// (docs/security.md#fuzzing).

/** Strings the outside pass used: NUL, lone surrogates, bidi marks, SQL, HTML, CR/LF. */
const fragments = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\u200f',
  '\u202e',
  '\ufeff',
  '\r\n',
  '\r',
  '\n',
  '\t',
  "' OR '1'='1",
  "'); DROP TABLE quotes; --",
  '"; SELECT pg_sleep(10); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%00',
  '../../etc/passwd',
  '{{7*7}}#{7*7}',
  '\\',
  'é',
  '💥',
  'marie@example.org',
  '06 12 34 56 78',
);

/** Short enough for every field's length bound, so it often reaches the database. */
export const shortHostileText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fragments), { maxLength: 6 })
  .map((parts) => parts.join(''));

export const hostileText = fc.oneof(
  { weight: 10, arbitrary: shortHostileText },
  { weight: 1, arbitrary: fc.constant('x'.repeat(100_000)) },
  { weight: 1, arbitrary: fragments.map((fragment) => fragment.repeat(20_000)) },
);

/** Any JSON value a field may be given instead of the text it expects. */
export const fieldValue = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Each byte as a path segment writes it: unreserved characters as they are, others %XX. */
const BYTE_IN_PATH = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9_~.-]/.test(char)
    ? char
    : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
});

/** Every byte percent-encoded: lone surrogates become U+FFFD as UTF-8 does. */
export const pathSegment = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => BYTE_IN_PATH[byte]).join('');
