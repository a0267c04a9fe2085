import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@labo/domain/messages';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_REFUSED, isCommonPassword, newPasswordSchema } from './common-passwords';

// docs/security.md#passwords

describe('the common passwords', () => {
  it('are the 10,000 most frequent of the list, compared whatever their case', () => {
    expect(COMMON_PASSWORDS_REFUSED).toBe(10_000);
    for (const password of ['password', 'Password1', 'qwertyuiop', 'azertyuiop', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('pipette-jaugée-1898')).toBe(false);
  });

  it('are refused by the new password schema, after the length rule', () => {
    expect(newPasswordSchema.safeParse('sunshine').error?.issues[0]?.message).toBe(
      PASSWORD_TOO_COMMON,
    );
    expect(newPasswordSchema.safeParse('123456').error?.issues[0]?.message).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(newPasswordSchema.parse('bécher-gradué')).toBe('bécher-gradué');
  });
});
