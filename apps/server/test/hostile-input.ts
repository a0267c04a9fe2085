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

/** Characters encodeURIComponent leaves as they are, which the fuzz encodes like any other byte. */
const SUB_DELIMITERS = /[!'()*]/g;

/**
 * Every byte percent-encoded but the unreserved characters: lone surrogates become U+FFFD
 * as UTF-8 does. The engine's encoder, not a loop over bytes: the 100,000-character texts
 * took seconds of a property test's CPU.
 */
export const pathSegment = (text: string) =>
  encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8')).replace(
    SUB_DELIMITERS,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
