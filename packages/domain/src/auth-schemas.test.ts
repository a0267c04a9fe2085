import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  createAccountRequestSchema,
  EMPTY_ADDRESS,
  loginRequestSchema,
  personalInfoRequestSchema,
  selfUserSchema,
} from './auth-schemas';

describe('user and profile', () => {
  const address = {
    street: '1 rue de la Paix',
    additionalStreet: '',
    city: 'Paris',
    zipCode: '75002',
    country: 'France',
  };

  it('accepts the self user of docs/product/accounts.md#user-shape', () => {
    const user = {
      id: 1,
      firstName: 'Jean',
      lastName: 'Dupont',
      email: 'a@b.fr',
      phone: '',
      roles: ['ROLE_USER'],
      verified: true,
      default_billing_address: address,
      default_delivery_address: EMPTY_ADDRESS,
    };
    expect(selfUserSchema.parse(user)).toEqual(user);
    expect(selfUserSchema.safeParse({ ...user, roles: 'ROLE_USER' }).success).toBe(false);
  });

  it('trims addresses and bounds their fields', () => {
    expect(addressSchema.parse({ ...address, city: ' Paris ' }).city).toBe('Paris');
    expect(addressSchema.safeParse({ ...address, zipCode: '1'.repeat(21) }).success).toBe(false);
    expect(addressSchema.safeParse({ street: 'x' }).success).toBe(false);
  });
});

describe('login request', () => {
  it('takes any non-empty address and password, trimming the address only', () => {
    expect(loginRequestSchema.parse({ email: ' a@b ', password: ' x ' })).toEqual({
      email: 'a@b',
      password: ' x ',
    });
    expect(loginRequestSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.fr', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.fr' }).success).toBe(false);
  });
});

describe('account creation and personal information', () => {
  it('needs a valid address and a password of 8 characters, names and phone optional', () => {
    expect(
      createAccountRequestSchema.safeParse({ email: 'a@b.fr', password: 'abcdefgh' }).success,
    ).toBe(true);
    expect(
      createAccountRequestSchema.safeParse({ email: 'a@b', password: 'abcdefgh' }).success,
    ).toBe(false);
    expect(
      createAccountRequestSchema.safeParse({ email: 'a@b.fr', password: 'abcdefg' }).success,
    ).toBe(false);
  });

  it('takes names and both addresses, phone and IBAN optional', () => {
    const info = {
      firstName: 'Jean',
      lastName: 'Dupont',
      billingAddress: EMPTY_ADDRESS,
      deliveryAddress: EMPTY_ADDRESS,
    };
    expect(personalInfoRequestSchema.safeParse(info).success).toBe(true);
    expect(personalInfoRequestSchema.safeParse({ ...info, IBAN: '', phone: '' }).success).toBe(
      true,
    );
    expect(personalInfoRequestSchema.safeParse({ ...info, billingAddress: {} }).success).toBe(
      false,
    );
  });
});
