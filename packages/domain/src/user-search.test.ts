import { describe, expect, it } from 'vitest';
import { filterUsers } from './user-search';

const users = [
  {
    id: 1,
    firstName: 'Hélène',
    lastName: 'Martin',
    email: 'h.martin@labo.fr',
    phone: '0123456789',
  },
  { id: 2, firstName: 'Jean', lastName: 'Dupont', email: 'jd@ecole.fr', phone: '' },
];
const ids = (list: { id: number }[]) => list.map((user) => user.id);

describe('filterUsers (SPEC §2)', () => {
  it('shows everyone under 2 characters', () => {
    expect(ids(filterUsers(users, ''))).toEqual([1, 2]);
    expect(ids(filterUsers(users, ' h '))).toEqual([1, 2]);
  });

  it('matches first name, last name, e-mail or phone, ignoring accents and case', () => {
    expect(ids(filterUsers(users, 'helene'))).toEqual([1]);
    expect(ids(filterUsers(users, 'DUP'))).toEqual([2]);
    expect(ids(filterUsers(users, 'ecole.fr'))).toEqual([2]);
    expect(ids(filterUsers(users, '0123'))).toEqual([1]);
    expect(ids(filterUsers(users, 'zz'))).toEqual([]);
  });

  it('uses the first word only', () => {
    expect(ids(filterUsers(users, 'jean martin'))).toEqual([2]);
    expect(ids(filterUsers(users, '  martin jean'))).toEqual([1]);
  });
});
