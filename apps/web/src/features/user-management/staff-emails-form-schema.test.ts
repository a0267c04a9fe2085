import { describe, expect, it } from 'vitest';
import { staffEmailsFormSchema, staffLineField } from './staff-emails-form-schema';

describe('the staff e-mails form (docs/product/admin.md#staff-e-mails)', () => {
  it('sends the non-blank lines, trimmed', () => {
    const lines = [{ address: ' devis@labo.fr ' }, { address: '  ' }, { address: 'a@b.fr' }];
    expect(staffEmailsFormSchema.parse({ lines })).toEqual({
      emails: ['devis@labo.fr', 'a@b.fr'],
    });
  });

  it('names the line of an invalid address', () => {
    const result = staffEmailsFormSchema.safeParse({ lines: [{ address: 'pas-une-adresse' }] });
    expect(result.error?.issues[0]?.path).toEqual(['lines', 0, 'address']);
  });

  it("maps the server's emails.N to the line of the N-th address sent", () => {
    const field = staffLineField([{ address: 'a@b.fr' }, { address: '' }, { address: 'c@d.fr' }]);
    expect(field('emails.1')).toBe('lines.2.address');
    expect(field('emails')).toBe('root.list');
    expect(field('emails.5')).toBe('root.list');
  });
});
