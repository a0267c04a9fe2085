import type { SelfUser } from '@labo/domain/auth-schemas';
import { UNAUTHORIZED } from '@labo/domain/messages';
import type { Database } from '#db/database';
import { AppError } from '#http/app-error';
import { selectSelfUser } from './account-queries';
import { toSelfUser } from './account-wire';

/** The customer's own account (docs/product/accounts.md#account-calls). */
export class AccountService {
  constructor(private readonly db: Database) {}

  async selfInfo(userId: number): Promise<SelfUser> {
    const row = await selectSelfUser(this.db, userId);
    // Deleted between the token check and this read.
    if (!row) throw new AppError(401, 'unauthorized', UNAUTHORIZED);
    return toSelfUser(row);
  }
}
