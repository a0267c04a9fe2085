import { describe, expect, it } from 'vitest';
import { TEXT_INVALID_CHARACTER } from './messages';
import {
  CLIENT_ENV,
  envSchema,
  flagSchema,
  idParam,
  idSchema,
  isoDateTimeSchema,
  MAX_ID,
  wireMoneySchema,
  wireText,
} from './wire-primitives';

describe('wire primitives', () => {
  it('accepts positive integer ids up to 2^31 - 1', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(MAX_ID).success).toBe(true);
    expect(idSchema.safeParse(MAX_ID + 1).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
    expect(idSchema.safeParse('1').success).toBe(false);
  });

  it('coerces id path parameters', () => {
    expect(idParam.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999']) {
      expect(idParam.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('accepts only "0" and "1" as flags', () => {
    expect(flagSchema.parse('1')).toBe('1');
    expect(flagSchema.parse('0')).toBe('0');
    expect(flagSchema.safeParse(1).success).toBe(false);
    expect(flagSchema.safeParse('true').success).toBe(false);
  });

  it('accepts 2-decimal money strings only', () => {
    expect(wireMoneySchema.parse('1234.50')).toBe('1234.50');
    expect(wireMoneySchema.parse('-0.05')).toBe('-0.05');
    for (const bad of ['12.5', '12', '12,50', 12.5, '1 234.50']) {
      expect(wireMoneySchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('accepts ISO dates with an offset', () => {
    expect(isoDateTimeSchema.safeParse('2026-11-21T10:02:00+01:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-11-21T09:02:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-11-21 10:02:00').success).toBe(false);
  });

  it('keeps the environment optional and short', () => {
    expect(CLIENT_ENV).toBe('production');
    expect(envSchema.parse(undefined)).toBeUndefined();
    expect(envSchema.parse(' production ')).toBe('production');
    expect(envSchema.safeParse('x'.repeat(33)).success).toBe(false);
  });
});

describe('wireText', () => {
  it('refuses NUL and lone surrogates, which the database cannot store, and nothing else', () => {
    for (const text of ['a\u0000b', 'a\ud800', '\udfff', 'b\udc00\ud800']) {
      expect(wireText().safeParse(text).error?.issues[0]?.message, text).toBe(
        TEXT_INVALID_CHARACTER,
      );
    }
    expect(wireText().parse('\u200f💥 é\r\n<b>\ud83d\udca5')).toBe('\u200f💥 é\r\n<b>\ud83d\udca5');
  });

  it('keeps the checks chained after it', () => {
    expect(wireText().trim().max(3).safeParse(' abcd ').success).toBe(false);
    expect(wireText().trim().max(3).parse(' abc ')).toBe('abc');
  });
});
