import { createHash, randomBytes } from 'node:crypto';
import { absoluteUrl } from '@labo/domain/site-url';

// The tokens of e-mail links (docs/product/accounts.md#link-tokens): 32 random bytes, sent in
// the link as base64url; only their SHA-256 is stored. A fast hash is enough here, unlike for
// passwords: 256 random bits cannot be guessed, whatever the speed of the hash.

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

/** An absolute link of the web app, under PUBLIC_URL (which may end with a slash). */
export function webAppLink(publicUrl: string, path: string): string {
  return absoluteUrl(publicUrl, path);
}
