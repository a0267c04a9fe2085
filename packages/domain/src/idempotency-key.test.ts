import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MAX_CHARS, idempotencyKeySchema } from './idempotency-key';

describe('idempotencyKeySchema', () => {
  it('accepts a UUID and any printable key up to the limit', () => {
    expect(idempotencyKeySchema.safeParse('0b9d3c1e-6f0a-4e55-9a43-2f1d0c7b8a91').success).toBe(
      true,
    );
    expect(idempotencyKeySchema.safeParse('x'.repeat(IDEMPOTENCY_KEY_MAX_CHARS)).success).toBe(
      true,
    );
  });

  it('refuses an empty, too long or non-printable key', () => {
    for (const key of ['', 'x'.repeat(IDEMPOTENCY_KEY_MAX_CHARS + 1), 'clé', 'a\tb']) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});
