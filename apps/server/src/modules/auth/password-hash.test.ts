import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hash';

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

  it('takes a lower cost when the configuration gives one, for tests', async () => {
    const stored = await hashPassword('Secret-123', 10);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('Secret-123', stored)).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('password verification', () => {
  it('accepts the password a hash was made from and nothing else', async () => {
    const stored = await hashPassword('Secret-123');
    expect(await verifyPassword('Secret-123', stored)).toBe(true);
    expect(await verifyPassword('secret-123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('matches nothing against a malformed stored value', async () => {
    for (const stored of ['', 'unused', 'scrypt$1$2$3$$', 'bcrypt$x$y$z$a$b']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('has a decoy hash that no ordinary password opens', async () => {
    const decoy = await decoyPasswordHash();
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await decoyPasswordHash()).toBe(decoy);
  });

  it('has a decoy of the cost of new hashes, so that an unknown address takes as long', async () => {
    const decoy = await decoyPasswordHash(10);
    expect(decoy.split('$')[1]).toBe('1024');
    expect((await decoyPasswordHash()).split('$')[1]).toBe('32768');
  });
});
