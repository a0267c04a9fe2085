import { PASSWORD_RESET_FAILED } from '@labo/domain/account-messages';
import type { PasswordResetAnswer } from '@labo/domain/auth-schemas';
import { normalizeEmail } from '@labo/domain/form-fields';
import type { Database } from '#db/database';
import { AppError } from '#http/app-error';
import type { DeferredWork } from '#http/deferred-work';
import { enqueueMail } from '#mail/mail-outbox-queries';
import { clearAddressLoginFailures, hashPassword } from '#modules/auth/auth-public';
import { type AccountMailData, passwordResetMail } from './account-mails';
import { linkAnonymousQuotes, selectMailRecipient, updatePassword } from './account-queries';
import { consumeAccountToken, insertAccountToken } from './account-token-queries';
import { hashAccountToken, newAccountToken, webAppLink } from './account-tokens';

/** A reset link works for one hour (docs/product/accounts.md#link-tokens). */
const RESET_VALID_HOURS = 1;

/** The deferred job of a reset request, the same for an address with or without an account. */
export const RESET_JOB = 'password-reset-request';

const invalidToken = () => new AppError(400, 'invalid_token', PASSWORD_RESET_FAILED);

/** Password recovery by e-mail (docs/product/accounts.md#password-recovery). */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    /** Tells the mail worker that the outbox has new rows (after the commit). */
    private readonly wakeMail: () => void,
    /** The configuration's `passwordHashCost`. */
    private readonly passwordHashCost: number | undefined,
    private readonly deferredWork: DeferredWork,
  ) {}

  /**
   * Looks the address up and leaves the rest for after the answer, whether the address has
   * an account or not: the caller answers the same, at the same time, so the call tells no
   * one which addresses have an account (docs/security.md#password-reset-timing).
   */
  async request(userEmail: string): Promise<void> {
    const user = await selectMailRecipient(this.db, { email: normalizeEmail(userEmail) });
    this.deferredWork.defer(RESET_JOB, async () => {
      if (user) await this.queueResetMail(user);
    });
  }

  /** The link token and its mail, in one transaction. */
  private async queueResetMail(user: AccountMailData & { id: number }): Promise<void> {
    const { token, tokenHash } = newAccountToken();
    await this.db.transaction(async (tx) => {
      await insertAccountToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash,
        validHours: RESET_VALID_HOURS,
      });
      const link = webAppLink(this.publicUrl, `/credentials/recover/${token}/${user.id}`);
      await enqueueMail(tx, passwordResetMail(user, link));
    });
    this.wakeMail();
  }

  /**
   * Spends the token and sets the new password; the body must repeat the path's token.
   * Every earlier login token stops working (docs/product/accounts.md#password-reset-call).
   */
  async reset(
    pathToken: string,
    body: { resetToken: string; password: string },
  ): Promise<PasswordResetAnswer> {
    if (body.resetToken !== pathToken) throw invalidToken();
    const passwordHash = await hashPassword(body.password, this.passwordHashCost);
    const updated = await this.db.transaction(async (tx) => {
      const userId = await consumeAccountToken(tx, 'password_reset', hashAccountToken(pathToken));
      const user =
        userId === undefined ? undefined : await updatePassword(tx, userId, passwordHash);
      if (!user) return undefined;
      // The address is now verified: its anonymous quotes join the account.
      await linkAnonymousQuotes(tx, user.id, user.email);
      await clearAddressLoginFailures(tx, user.email);
      return user;
    });
    if (!updated) throw invalidToken();
    return { updated_user: updated };
  }
}
