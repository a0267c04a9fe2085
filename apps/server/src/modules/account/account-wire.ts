import type { SelfUser } from '@labo/domain/auth-schemas';
import type { SelfUserRow } from './account-queries';

/** A user row as the self-info answer shapes it (docs/product/accounts.md#user-shape). */
export function toSelfUser(row: SelfUserRow): SelfUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    roles: row.roles,
    verified: row.verified,
    default_billing_address: {
      street: row.billingStreet,
      additionalStreet: row.billingAdditionalStreet,
      city: row.billingCity,
      zipCode: row.billingZipCode,
      country: row.billingCountry,
    },
    default_delivery_address: {
      street: row.deliveryStreet,
      additionalStreet: row.deliveryAdditionalStreet,
      city: row.deliveryCity,
      zipCode: row.deliveryZipCode,
      country: row.deliveryCountry,
    },
  };
}
