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

/**
 * A login token as the client reads it (only the claims, not the signature), expiring at
 * `expSeconds`: by default in a day, so that start-up does not renew it.
 */
export function makeJwt(expSeconds = Math.floor(Date.now() / 1000) + 24 * 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 3, exp: expSeconds })}.signature`;
}
