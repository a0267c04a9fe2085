import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Links that open one thing without a login until a time (a visitor's quote PDF,
 * docs/product/quote-request.md#quote-pdf): an HMAC-SHA256 of what the link opens and its
 * expiry, keyed from the token secret but for this use alone, so a link is no login token.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('signed-links').digest();
  }

  /** The signature of `subject` (for example "quote-pdf:42") until `expires` (Unix seconds). */
  sign(subject: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${subject}\n${expires}`).digest('base64url');
  }

  check(subject: string, expires: number, signature: string, now: Date): LinkCheck {
    const expected = Buffer.from(this.sign(subject, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return now.getTime() / 1000 > expires ? 'expired' : 'valid';
  }
}
