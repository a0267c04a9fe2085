import type { SelfUser } from '@labo/domain/auth-schemas';

const emptyAddress = { street: '', additionalStreet: '', city: '', zipCode: '', country: '' };

/**
 * A user as GET /api/protected/self/info answers it (docs/product/accounts.md#user-shape),
 * for tests.
 */
export function makeSelfUser(overrides: Partial<SelfUser> = {}): SelfUser {
  return {
    id: 3,
    firstName: 'Louis',
    lastName: 'Pasteur',
    email: 'louis@labo.fr',
    phone: '',
    roles: ['ROLE_USER'],
    verified: true,
    default_billing_address: emptyAddress,
    default_delivery_address: emptyAddress,
    ...overrides,
  };
}
