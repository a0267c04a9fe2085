import { describe, expect, it } from 'vitest';
import {
  createAccountFormSchema,
  loginFormSchema,
  passwordResetFormSchema,
} from './auth-form-schemas';

describe('the login form (docs/product/accounts.md#login-button-rule)', () => {
  it('takes a valid address and a password of 2 characters, the address trimmed', () => {
    expect(loginFormSchema.parse({ email: ' marie@labo.fr ', password: 'ab' })).toEqual({
      email: 'marie@labo.fr',
      password: 'ab',
    });
  });

  it('refuses a password of 1 character, and an address that is not valid', () => {
    expect(loginFormSchema.safeParse({ email: 'marie@labo.fr', password: 'a' }).success).toBe(
      false,
    );
    expect(loginFormSchema.safeParse({ email: 'marie@labo', password: 'ab' }).success).toBe(false);
  });
});

describe('the new password forms (docs/product/accounts.md#password-rule)', () => {
  it('names the confirmation when it differs', () => {
    const result = passwordResetFormSchema.safeParse({
      password: 'abcdefgh',
      confirmation: 'abcdefgi',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmation'],
        message: 'Les deux mots de passe ne correspondent pas',
      }),
    ]);
  });

  it('names the confirmation even while another field is refused', () => {
    const result = createAccountFormSchema.safeParse({
      email: 'pas-une-adresse',
      password: 'abcdefgh',
      confirmation: 'abc',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['email'], ['confirmation']]);
  });

  it('sends the account creation without the confirmation', () => {
    expect(
      createAccountFormSchema.parse({
        firstName: ' Marie ',
        lastName: '',
        phone: '',
        email: 'marie@labo.fr',
        password: 'secret-8',
        confirmation: 'secret-8',
      }),
    ).toEqual({
      firstName: 'Marie',
      lastName: '',
      phone: '',
      email: 'marie@labo.fr',
      password: 'secret-8',
    });
  });
});
