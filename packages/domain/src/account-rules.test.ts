import { describe, expect, it } from 'vitest';
import {
  canCreateAccount,
  canLogin,
  isNewPasswordAccepted,
  newPasswordErrors,
  tokenNeedsRenewal,
} from './account-rules';

describe('canLogin (docs/product/accounts.md#login-button-rule)', () => {
  it('needs a valid e-mail and a password of 2 characters', () => {
    expect(canLogin('marie@labo.fr', 'ab')).toBe(true);
    expect(canLogin('marie@labo.fr', 'a')).toBe(false);
    expect(canLogin('marie@labo', 'abcdef')).toBe(false);
    expect(canLogin('', 'abcdef')).toBe(false);
  });
});

describe('password rule (docs/product/accounts.md#password-rule)', () => {
  it('says nothing about empty fields and names each fault', () => {
    expect(newPasswordErrors('', '')).toEqual({});
    expect(newPasswordErrors('abc', '')).toEqual({
      password: 'Votre mot de passe doit contenir au moins 6 caractères',
    });
    expect(newPasswordErrors('abcdef', 'abcdeg')).toEqual({
      confirmation: 'Les deux mots de passe ne correspondent pas',
    });
    expect(newPasswordErrors('abcdef', 'abcdef')).toEqual({});
  });

  it('accepts both filled, equal and at least 6 characters long', () => {
    expect(isNewPasswordAccepted('abcdef', 'abcdef')).toBe(true);
    expect(isNewPasswordAccepted('abcde', 'abcde')).toBe(false);
    expect(isNewPasswordAccepted('abcdef', '')).toBe(false);
  });
});

describe('canCreateAccount (docs/product/accounts.md#account-creation)', () => {
  it('needs a valid e-mail, a 6-character password and its confirmation', () => {
    const form = { email: 'marie@labo.fr', password: 'secret', confirmation: 'secret' };
    expect(canCreateAccount(form)).toBe(true);
    expect(canCreateAccount({ ...form, email: 'marie' })).toBe(false);
    expect(canCreateAccount({ ...form, confirmation: 'secreT' })).toBe(false);
    expect(canCreateAccount({ ...form, password: 'short', confirmation: 'short' })).toBe(false);
  });
});

describe('tokenNeedsRenewal (docs/product/accounts.md#token-renewal)', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const inMinutes = (minutes: number) => (now + minutes * 60_000) / 1000;
  it('renews under 120 minutes to expiry, and an expired token', () => {
    expect(tokenNeedsRenewal(inMinutes(121), now)).toBe(false);
    expect(tokenNeedsRenewal(inMinutes(119), now)).toBe(true);
    expect(tokenNeedsRenewal(inMinutes(-5), now)).toBe(true);
  });
});
