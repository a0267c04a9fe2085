import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from './messages';
import {
  adminUserListSchema,
  adminUserSchema,
  staffEmailsAnswerSchema,
  staffEmailsSchema,
} from './user-schemas';

describe('adminUserSchema', () => {
  const user = {
    id: 3,
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'a@b.fr',
    phone: '',
    activated: '0',
    verified: false,
    roles: ['ROLE_USER'],
  };

  it('accepts the admin list user of API.md', () => {
    expect(adminUserListSchema.parse([user])).toEqual([user]);
  });

  it('wants the activated flag as a string', () => {
    expect(adminUserSchema.safeParse({ ...user, activated: 0 }).success).toBe(false);
    expect(adminUserSchema.safeParse({ ...user, verified: '1' }).success).toBe(false);
  });
});

describe('staff e-mails', () => {
  it('accepts a list of valid addresses, trimmed', () => {
    expect(staffEmailsSchema.parse({ emails: [' a@b.fr', 'c@d.fr'] })).toEqual({
      emails: ['a@b.fr', 'c@d.fr'],
    });
    expect(staffEmailsSchema.parse({ emails: [] })).toEqual({ emails: [] });
    expect(staffEmailsAnswerSchema.parse(['a@b.fr'])).toEqual(['a@b.fr']);
  });

  it('refuses invalid addresses and overlong lists', () => {
    const result = staffEmailsSchema.safeParse({ emails: ['a@b.fr', 'nope'] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['emails', 1], message: EMAIL_INVALID });
    const many = Array.from({ length: 51 }, (_, i) => `u${i}@b.fr`);
    expect(staffEmailsSchema.safeParse({ emails: many }).success).toBe(false);
  });
});
