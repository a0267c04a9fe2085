import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto: a memory-hard hash with no native dependency to build
// (docs/decisions/003-password-hashing.md).
// N=2^15, r=8, p=1 needs 32 MiB: slow for guessing, fast enough for a login (time per
// hash: docs/performance.md#password-hash-time). Tests lower N through the configuration,
// which refuses that in production (docs/stack-notes.md#test-speed).
const PRODUCTION_COST = 15;
const PARAMS = { r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash`, parameters stored so that they can be raised later; `cost` is
 * log2 of N, the configuration's (`config.passwordHashCost`).
 */
export async function hashPassword(password: string, cost = PRODUCTION_COST): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...PARAMS, N });
  const fields = ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')];
  return fields.join('$');
}

/**
 * Whether `password` is the one `stored` was made from, with the parameters stored in it.
 * A malformed stored value matches nothing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length !== KEY_LENGTH || !Object.values(options).every(Number.isSafeInteger)) {
    return false;
  }
  const key = await derive(password, Buffer.from(salt, 'base64'), options);
  return timingSafeEqual(key, expected);
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash of no one's password at the cost of new hashes, checked when the address has no
 * account, so that a login for an unknown address takes as long as one for a known address.
 */
export function decoyPasswordHash(cost = PRODUCTION_COST): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
