import type { PersonalInfoRequest, SelfUser } from '@labo/domain/auth-schemas';
import { UNAUTHORIZED } from '@labo/domain/messages';
import type { Database } from '#db/database';
import { AppError } from '#http/app-error';
import {
  deleteUser,
  lockAdminIds,
  type PersonalInfoValues,
  type SelfUserRow,
  selectSelfUser,
  updatePersonalInfo,
} from './account-queries';
import { toSelfUser } from './account-wire';

const LAST_ADMIN_DELETION =
  "Vous êtes le seul administrateur de la boutique : votre compte ne peut pas être supprimé tant qu'un autre administrateur n'a pas été nommé.";

/** Deleted between the token check and this call. */
const gone = () => new AppError(401, 'unauthorized', UNAUTHORIZED);

function selfUser(row: SelfUserRow | undefined): SelfUser {
  if (!row) throw gone();
  return toSelfUser(row);
}

/** The form's payload as columns; the IBAN is ignored, an absent phone left unchanged. */
function personalInfoValues(info: PersonalInfoRequest): PersonalInfoValues {
  const { billingAddress: billing, deliveryAddress: delivery } = info;
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    ...(info.phone === undefined ? {} : { phone: info.phone }),
    billingStreet: billing.street,
    billingAdditionalStreet: billing.additionalStreet,
    billingZipCode: billing.zipCode,
    billingCity: billing.city,
    billingCountry: billing.country,
    deliveryStreet: delivery.street,
    deliveryAdditionalStreet: delivery.additionalStreet,
    deliveryZipCode: delivery.zipCode,
    deliveryCity: delivery.city,
    deliveryCountry: delivery.country,
  };
}

/** The customer's own account (docs/product/accounts.md#account-calls). */
export class AccountService {
  constructor(private readonly db: Database) {}

  async selfInfo(userId: number): Promise<SelfUser> {
    return selfUser(await selectSelfUser(this.db, userId));
  }

  /** docs/product/accounts.md#personal-information */
  async updatePersonalInfo(userId: number, info: PersonalInfoRequest): Promise<SelfUser> {
    return selfUser(await updatePersonalInfo(this.db, userId, personalInfoValues(info)));
  }

  /** docs/product/accounts.md#account-deletion: never the last administrator's account. */
  async delete(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const admins = await lockAdminIds(tx);
      // The shop is never left without an administrator: the last one stays.
      if (admins.length === 1 && admins[0] === userId) {
        throw new AppError(409, 'last_admin', LAST_ADMIN_DELETION);
      }
      await deleteUser(tx, userId);
    });
  }
}
