import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  createAccountAnswerSchema,
  createAccountFormSchema,
  createAccountSchema,
  EMPTY_ADDRESS,
  loginRequestSchema,
  passwordResetAnswerSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  personalInfoUpdateSchema,
  selfUserSchema,
  tokenAnswerSchema,
} from './auth-schemas';
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  LOGIN_PASSWORD_TOO_SHORT,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from './messages';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('loginRequestSchema (SPEC §5)', () => {
  it('accepts a valid e-mail and a password of 2+ characters', () => {
    expect(loginRequestSchema.parse({ email: ' a@b.fr ', password: 'ab' })).toEqual({
      email: 'a@b.fr',
      password: 'ab',
    });
  });

  it('refuses the rest with French texts', () => {
    expect(messages(loginRequestSchema.safeParse({ email: 'a@b', password: 'a' }))).toEqual([
      ['email', EMAIL_INVALID],
      ['password', LOGIN_PASSWORD_TOO_SHORT],
    ]);
    expect(messages(loginRequestSchema.safeParse({}))).toEqual([
      ['email', FIELD_REQUIRED],
      ['password', FIELD_REQUIRED],
    ]);
  });
});

describe('tokenAnswerSchema', () => {
  it('wants a token', () => {
    expect(tokenAnswerSchema.parse({ token: 'jwt' })).toEqual({ token: 'jwt' });
    expect(tokenAnswerSchema.safeParse({ token: '' }).success).toBe(false);
  });
});

describe('account creation (SPEC §5)', () => {
  it('accepts empty or missing names and phone', () => {
    expect(
      createAccountSchema.parse({ email: 'a@b.fr', password: 'secret', firstName: '', phone: '' }),
    ).toEqual({ email: 'a@b.fr', password: 'secret', firstName: '', phone: '' });
  });

  it('wants a valid e-mail and a 6-character password', () => {
    expect(messages(createAccountSchema.safeParse({ email: '', password: '12345' }))).toEqual([
      ['email', FIELD_REQUIRED],
      ['password', PASSWORD_TOO_SHORT],
    ]);
  });

  it('checks the confirmation in the form', () => {
    const form = { email: 'a@b.fr', password: 'secret', confirmation: 'secret' };
    expect(createAccountFormSchema.parse(form)).toEqual(form);
    expect(
      messages(createAccountFormSchema.safeParse({ ...form, confirmation: 'secreT' })),
    ).toEqual([['confirmation', PASSWORDS_DIFFER]]);
  });

  it('answers id and email', () => {
    expect(createAccountAnswerSchema.parse({ id: 3, email: 'a@b.fr' })).toEqual({
      id: 3,
      email: 'a@b.fr',
    });
  });
});

describe('password reset', () => {
  it('requests with an e-mail and an optional env', () => {
    expect(passwordResetRequestSchema.parse({ userEmail: 'a@b.fr', env: 'production' })).toEqual({
      userEmail: 'a@b.fr',
      env: 'production',
    });
    expect(passwordResetRequestSchema.safeParse({ userEmail: 'nope' }).success).toBe(false);
  });

  it('resets with a token and a 6-character password', () => {
    expect(passwordResetSchema.parse({ resetToken: 't', password: 'secret' })).toEqual({
      resetToken: 't',
      password: 'secret',
    });
    expect(passwordResetSchema.safeParse({ resetToken: '', password: 'secret' }).success).toBe(
      false,
    );
    expect(messages(passwordResetSchema.safeParse({ resetToken: 't', password: 'abc' }))).toEqual([
      ['password', PASSWORD_TOO_SHORT],
    ]);
  });

  it('checks the form confirmation', () => {
    expect(
      passwordResetFormSchema.safeParse({ password: 'secret', confirmation: 'secret' }).success,
    ).toBe(true);
    expect(
      messages(passwordResetFormSchema.safeParse({ password: 'secret', confirmation: 'other' })),
    ).toEqual([['confirmation', PASSWORDS_DIFFER]]);
  });

  it('answers the updated user', () => {
    expect(
      passwordResetAnswerSchema.parse({ updated_user: { id: 1, email: 'a@b.fr' } }).updated_user.id,
    ).toBe(1);
  });
});

describe('user and profile', () => {
  const address = {
    street: '1 rue de la Paix',
    additionalStreet: '',
    city: 'Paris',
    zipCode: '75002',
    country: 'France',
  };

  it('accepts the self user of API.md', () => {
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

  it('accepts the profile update payload with an empty IBAN', () => {
    const payload = {
      firstName: 'Jean',
      lastName: '',
      IBAN: '',
      billingAddress: address,
      deliveryAddress: address,
    };
    expect(personalInfoUpdateSchema.parse(payload)).toEqual(payload);
    expect(personalInfoUpdateSchema.safeParse({ ...payload, billingAddress: null }).success).toBe(
      false,
    );
  });
});
