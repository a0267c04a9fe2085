import { foldDiacritics } from './diacritics';
import { USER_SEARCH_MIN_CHARS } from './limits';

export type SearchableUser = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

/**
 * SPEC §2 admin user search: it starts at 2 characters and uses the first word only,
 * found in the first name, last name, e-mail or phone (accents and case ignored).
 * Below 2 characters every user is shown.
 */
export function filterUsers<U extends SearchableUser>(users: readonly U[], query: string): U[] {
  const trimmed = query.trim();
  if (trimmed.length < USER_SEARCH_MIN_CHARS) return [...users];
  const word = foldDiacritics(trimmed.split(/\s+/)[0] ?? '');
  return users.filter((user) =>
    [user.firstName, user.lastName, user.email, user.phone].some((field) =>
      foldDiacritics(field).includes(word),
    ),
  );
}
