import { eq } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { users } from '#db/schema';

// SQL of the account calls (docs/product/accounts.md#account-calls).

/** The columns a User (self) answer is made of (account-wire.ts). */
const selfColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  roles: users.roles,
  verified: users.verified,
  billingStreet: users.billingStreet,
  billingAdditionalStreet: users.billingAdditionalStreet,
  billingZipCode: users.billingZipCode,
  billingCity: users.billingCity,
  billingCountry: users.billingCountry,
  deliveryStreet: users.deliveryStreet,
  deliveryAdditionalStreet: users.deliveryAdditionalStreet,
  deliveryZipCode: users.deliveryZipCode,
  deliveryCity: users.deliveryCity,
  deliveryCountry: users.deliveryCountry,
};

export type SelfUserRow = {
  [K in keyof typeof selfColumns]: (typeof selfColumns)[K]['_']['data'];
};

export async function selectSelfUser(db: Executor, id: number): Promise<SelfUserRow | undefined> {
  const [row] = await db.select(selfColumns).from(users).where(eq(users.id, id));
  return row;
}
