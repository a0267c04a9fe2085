import { describe, expect, it } from 'vitest';
import { searchUsers, staffEmailsSchema } from './user-admin';

const users = [
  { firstName: 'Hélène', lastName: 'Durand', email: 'h.durand@lycee.example', phone: '0612345678' },
  { firstName: 'Marc', lastName: 'Lefèvre', email: 'marc@labo.example', phone: '' },
  { firstName: '', lastName: '', email: 'achats@cnrs.example', phone: '+33 1 44 96 40 00' },
];

describe('searchUsers (docs/product/admin.md#user-search)', () => {
  it('shows everyone below 2 characters', () => {
    expect(searchUsers(users, '')).toHaveLength(3);
    expect(searchUsers(users, ' h ')).toHaveLength(3);
  });

  it('matches first name, last name, e-mail or phone, without case or accents', () => {
    expect(searchUsers(users, 'HELE').map((u) => u.lastName)).toEqual(['Durand']);
    expect(searchUsers(users, 'lefev').map((u) => u.firstName)).toEqual(['Marc']);
    expect(searchUsers(users, 'cnrs').map((u) => u.email)).toEqual(['achats@cnrs.example']);
    expect(searchUsers(users, '0612').map((u) => u.firstName)).toEqual(['Hélène']);
  });

  it('uses the first word only', () => {
    expect(searchUsers(users, 'marc durand').map((u) => u.firstName)).toEqual(['Marc']);
  });
});

describe('staffEmailsSchema', () => {
  it('takes valid addresses and refuses an invalid one with its index', () => {
    expect(staffEmailsSchema.safeParse({ emails: ['a@b.fr'] }).success).toBe(true);
    const bad = staffEmailsSchema.safeParse({ emails: ['a@b.fr', 'pas une adresse'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['emails', 1]);
  });
});
