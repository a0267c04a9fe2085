import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERRORS, apiError, apiErrorSchema, issuesToFields } from './error-schema';
import { INVALID_INPUT, NOT_FOUND } from './messages';

describe('apiErrorSchema', () => {
  it('accepts errors with and without fields', () => {
    expect(apiErrorSchema.parse({ error: 'not_found', message: NOT_FOUND })).toEqual({
      error: 'not_found',
      message: NOT_FOUND,
    });
    const withFields = { error: 'invalid_input', message: INVALID_INPUT, fields: { email: 'x' } };
    expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
  });

  it('refuses errors without a message', () => {
    expect(apiErrorSchema.safeParse({ error: 'x' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: 'x', message: 'y', fields: { a: 1 } }).success).toBe(
      false,
    );
  });
});

describe('API_ERRORS', () => {
  it('maps each code to its status', () => {
    expect(
      Object.fromEntries(Object.entries(API_ERRORS).map(([code, { status }]) => [code, status])),
    ).toEqual({
      invalid_input: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      idempotency_key_reused: 422,
      too_many_requests: 429,
      internal_error: 500,
    });
  });

  it('builds error bodies with the default or a given message', () => {
    expect(apiError('not_found')).toEqual({ error: 'not_found', message: NOT_FOUND });
    expect(apiError('not_found', 'Article introuvable')).toEqual({
      error: 'not_found',
      message: 'Article introuvable',
    });
  });
});

describe('issuesToFields', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z
      .object({
        email: z.string().min(1, 'obligatoire').max(3, 'trop long'),
        lines: z.array(z.object({ quantity: z.number().min(1, 'trop petit') })),
      })
      .refine(() => false, 'global');
    const result = schema.safeParse({ email: '', lines: [{ quantity: 0 }] });
    expect(result.success).toBe(false);
    expect(issuesToFields(result.error?.issues ?? [])).toEqual({
      email: 'obligatoire',
      'lines.0.quantity': 'trop petit',
      '': 'global',
    });
    expect(
      issuesToFields([
        { path: ['a'], message: 'first' },
        { path: ['a'], message: 'second' },
      ]),
    ).toEqual({ a: 'first' });
  });
});
