import { describe, expect, it } from 'vitest';
import { staffFieldErrors } from './staff-field-errors';

describe('staffFieldErrors (docs/product/admin.md#staff-e-mails)', () => {
  it('gives each emails.N message to line N and the list message apart', () => {
    expect(
      staffFieldErrors({ 'emails.2': 'invalide', emails: '20 adresses au plus.', other: 'x' }),
    ).toEqual({ lines: [[2, 'invalide']], list: '20 adresses au plus.' });
  });
});
