import { PASSWORD_RESET_FAILED } from '@labo/domain/account-messages';
import type { PasswordResetAnswer } from '@labo/domain/auth-schemas';
import { normalizeEmail } from '@labo/domain/form-fields';
import type { Database } from '#db/database';
import { AppError } from '#http/app-error';
import { enqueueMail } from '#mail/mail-outbox-queries';
import { clearAddressLoginFailures, hashPassword } from '#modules/auth/auth-public';
import { passwordResetMail } from './account-mails';
import { linkAnonymousQuotes, selectMailRecipient, updatePassword } from './account-queries';
import { consumeAccountToken, insertAccountToken } from './account-token-queries';
import { hashAccountToken, newAccountToken, webAppLink } from './account-tokens';

/** A reset link works for one hour (docs/product/accounts.md#link-tokens). */
const RESET_VALID_HOURS = 1;

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
  ) {}

  /**
   * Queues the reset mail when the address has an account, and says nothing either way: the
   * caller answers the same, so the call tells no one which addresses have an account.
   */
  async request(userEmail: string): Promise<void> {
    const user = await selectMailRecipient(this.db, { email: normalizeEmail(userEmail) });
    if (!user) return;
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
