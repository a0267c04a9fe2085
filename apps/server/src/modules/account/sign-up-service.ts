import {
  ALREADY_VERIFIED,
  EMAIL_TAKEN,
  VERIFICATION_LINK_INVALID,
} from '@labo/domain/account-messages';
import type {
  CreateAccountRequest,
  CreatedAccountAnswer,
  VerifiedAccountAnswer,
} from '@labo/domain/auth-schemas';
import { normalizeEmail } from '@labo/domain/form-fields';
import { UNAUTHORIZED } from '@labo/domain/messages';
import type { Database, Executor } from '#db/database';
import { AppError } from '#http/app-error';
import { enqueueMail } from '#mail/mail-outbox-queries';
import { hashPassword } from '#modules/auth/auth-public';
import { type AccountMailData, verificationMail } from './account-mails';
import {
  insertAccount,
  linkAnonymousQuotes,
  markVerified,
  selectMailRecipient,
} from './account-queries';
import { consumeAccountToken, insertAccountToken } from './account-token-queries';
import { hashAccountToken, newAccountToken, webAppLink } from './account-tokens';

/** A verification link works for 7 days (docs/product/accounts.md#link-tokens). */
const VERIFICATION_VALID_HOURS = 7 * 24;

/**
 * Sign-up and the verification of an address
 * (docs/product/accounts.md#account-creation, #e-mail-verification).
 */
export class SignUpService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    /** Tells the mail worker that the outbox has new rows (after the commit). */
    private readonly wakeMail: () => void,
    /** The configuration's `passwordHashCost`. */
    private readonly passwordHashCost: number | undefined,
  ) {}

  /** The account, its token and its verification mail, all or nothing. */
  async create(request: CreateAccountRequest): Promise<CreatedAccountAnswer> {
    const passwordHash = await hashPassword(request.password, this.passwordHashCost);
    const person = {
      email: normalizeEmail(request.email),
      firstName: request.firstName ?? '',
      lastName: request.lastName ?? '',
    };
    const created = await this.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        ...person,
        phone: request.phone ?? '',
        passwordHash,
      });
      if (!account) throw new AppError(409, 'email_taken', EMAIL_TAKEN);
      await this.queueVerification(tx, account.id, person);
      return account;
    });
    this.wakeMail();
    return created;
  }

  /** Spends the link's token, verifies the address and links its anonymous quotes. */
  async verify(token: string): Promise<VerifiedAccountAnswer> {
    const email = await this.db.transaction(async (tx) => {
      const userId = await consumeAccountToken(tx, 'email_verification', hashAccountToken(token));
      const verified = userId === undefined ? undefined : await markVerified(tx, userId);
      if (userId === undefined || verified === undefined) return undefined;
      await linkAnonymousQuotes(tx, userId, verified);
      return verified;
    });
    if (email === undefined) {
      throw new AppError(400, 'invalid_token', VERIFICATION_LINK_INVALID);
    }
    return { email, verified: true };
  }

  /** A new verification mail for a customer whose address is not verified yet. */
  async resendVerification(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await selectMailRecipient(tx, { id: userId });
      if (!user) throw new AppError(401, 'unauthorized', UNAUTHORIZED);
      if (user.verified) throw new AppError(409, 'already_verified', ALREADY_VERIFIED);
      await this.queueVerification(tx, user.id, user);
    });
    this.wakeMail();
  }

  private async queueVerification(tx: Executor, userId: number, person: AccountMailData) {
    const { token, tokenHash } = newAccountToken();
    await insertAccountToken(tx, {
      userId,
      purpose: 'email_verification',
      tokenHash,
      validHours: VERIFICATION_VALID_HOURS,
    });
    const link = webAppLink(this.publicUrl, `/account/verify/${token}`);
    await enqueueMail(tx, verificationMail(person, link));
  }
}
