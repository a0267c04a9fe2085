import type { LoginRequest } from '@labo/domain/auth-schemas';
import { normalizeEmail } from '@labo/domain/form-fields';
import type { Database } from '#db/database';
import {
  clearLoginFailures,
  deleteLoginAttempt,
  recordLoginAttempt,
  selectLoginAccount,
} from './login-queries';
import { decoyPasswordHash, verifyPassword } from './password-hash';

export type LoginOutcome =
  | { kind: 'logged-in'; user: { id: number; tokenVersion: number } }
  | { kind: 'refused' }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The login (docs/product/accounts.md#login-call): the address compared whatever its case,
 * verified or not, under the rate limit of 5 failures per address and client in 15
 * minutes (docs/product/accounts.md#login-rate-limit).
 */
export class LoginService {
  constructor(
    private readonly db: Database,
    /** The configuration's `passwordHashCost`, so that the decoy costs what a hash costs. */
    private readonly passwordHashCost: number | undefined,
  ) {}

  async login(request: LoginRequest, ip: string): Promise<LoginOutcome> {
    const email = normalizeEmail(request.email);
    const { attemptId, retryAfterSeconds } = await recordLoginAttempt(this.db, email, ip);
    if (retryAfterSeconds !== null) {
      await deleteLoginAttempt(this.db, attemptId);
      return { kind: 'limited', retryAfterSeconds };
    }
    const account = await selectLoginAccount(this.db, email);
    // An unknown address costs the same hash as a known one: the time taken does not
    // tell which addresses have an account.
    const matches = await verifyPassword(
      request.password,
      account?.passwordHash ?? (await decoyPasswordHash(this.passwordHashCost)),
    );
    if (!account || !matches) return { kind: 'refused' };
    await clearLoginFailures(this.db, email, ip);
    return { kind: 'logged-in', user: account };
  }
}
