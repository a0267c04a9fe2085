import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  normalizeEmail,
  optionalText,
  passwordSchema,
  phoneSchema,
  text,
} from './form-fields';
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  PASSWORD_ONLY_SPACES,
  PASSWORD_TOO_SHORT,
  PHONE_INVALID,
  TEXT_TOO_LONG,
} from './messages';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('emailSchema', () => {
  it('trims and accepts a valid address', () => {
    expect(emailSchema.parse('  jean@labo.fr ')).toBe('jean@labo.fr');
  });

  it('says the field is required when empty or missing', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe(FIELD_REQUIRED);
    expect(firstMessage(emailSchema.safeParse('   '))).toBe(FIELD_REQUIRED);
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe(FIELD_REQUIRED);
    expect(emailSchema.safeParse('').error?.issues).toHaveLength(1);
  });

  it('says the address is invalid otherwise', () => {
    expect(firstMessage(emailSchema.safeParse('jean@'))).toBe(EMAIL_INVALID);
    expect(firstMessage(emailSchema.safeParse(`${'a'.repeat(260)}@b.fr`))).toBe(EMAIL_INVALID);
  });
});

describe('passwordSchema', () => {
  it('wants 8 characters or more, not all spaces', () => {
    expect(passwordSchema.parse('secret-8')).toBe('secret-8');
    expect(firstMessage(passwordSchema.safeParse('secret7'))).toBe(PASSWORD_TOO_SHORT);
    expect(firstMessage(passwordSchema.safeParse(' '.repeat(8)))).toBe(PASSWORD_ONLY_SPACES);
    expect(firstMessage(passwordSchema.safeParse('x'.repeat(201)))).toBe(TEXT_TOO_LONG);
  });

  it('does not trim (spaces are part of a password)', () => {
    expect(passwordSchema.parse('  abcd  ')).toBe('  abcd  ');
    // Characters as a person counts them: 8 accented letters are 8, whatever their bytes.
    expect(passwordSchema.parse('éèàêôûçï')).toBe('éèàêôûçï');
  });
});

describe('text fields', () => {
  it('trims and bounds optional text', () => {
    const schema = optionalText(5);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('')).toBe('');
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(firstMessage(schema.safeParse('abcdef'))).toBe(TEXT_TOO_LONG);
  });

  it('requires the key for wire text', () => {
    expect(text(5).parse(' ab ')).toBe('ab');
    expect(text(5).safeParse(undefined).success).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases, so that one address is one account whatever its case', () => {
    expect(normalizeEmail('  Marie.CURIE@Example.ORG ')).toBe('marie.curie@example.org');
  });
});

describe('phoneSchema (docs/product/accounts.md#phone-rule)', () => {
  it('takes an empty phone and the ways people write a number, trimmed', () => {
    for (const phone of [
      '',
      '01 23 45 67 89',
      '0123456789',
      '+33 1 23 45 67 89',
      '(0)1.23-45/67',
    ]) {
      expect(phoneSchema.parse(` ${phone} `)).toBe(phone);
    }
  });

  it('refuses letters, a "+" inside, too few digits and too long a text', () => {
    for (const phone of ['abc', '01 23 45 67 8a', '01+23456789', '12345']) {
      expect(phoneSchema.safeParse(phone).error?.issues[0]?.message).toBe(PHONE_INVALID);
    }
    expect(phoneSchema.safeParse('1'.repeat(41)).error?.issues[0]?.message).toBe(TEXT_TOO_LONG);
  });
});
