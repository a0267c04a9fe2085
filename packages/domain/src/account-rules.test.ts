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
    expect(newPasswordErrors('abcdefg', '')).toEqual({
      password: 'Votre mot de passe doit contenir au moins 8 caractères',
    });
    expect(newPasswordErrors('        ', '')).toEqual({
      password: "Votre mot de passe ne peut pas être fait que d'espaces",
    });
    expect(newPasswordErrors('abcdefgh', 'abcdefgi')).toEqual({
      confirmation: 'Les deux mots de passe ne correspondent pas',
    });
    expect(newPasswordErrors('abcdefgh', 'abcdefgh')).toEqual({});
  });

  it('accepts both filled, equal, at least 8 characters long and not all spaces', () => {
    expect(isNewPasswordAccepted('abcdefgh', 'abcdefgh')).toBe(true);
    expect(isNewPasswordAccepted('abcdefg', 'abcdefg')).toBe(false);
    expect(isNewPasswordAccepted('        ', '        ')).toBe(false);
    expect(isNewPasswordAccepted('abcdefgh', '')).toBe(false);
  });
});

describe('canCreateAccount (docs/product/accounts.md#account-creation)', () => {
  it('needs a valid e-mail, an 8-character password and its confirmation', () => {
    const form = { email: 'marie@labo.fr', password: 'secret-8', confirmation: 'secret-8' };
    expect(canCreateAccount(form)).toBe(true);
    expect(canCreateAccount({ ...form, email: 'marie' })).toBe(false);
    expect(canCreateAccount({ ...form, confirmation: 'secreT-8' })).toBe(false);
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
