import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './password-hash';

describe('password hashing', () => {
  it('stores the parameters, the salt and the scrypt key of the password', async () => {
    const stored = await hashPassword('Secret-123');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    const key = scryptSync('Secret-123', Buffer.from(salt ?? '', 'base64'), 32, {
      N: 32_768,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(hash).toBe(key.toString('base64'));
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});
