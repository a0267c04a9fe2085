// French texts of the account calls (docs/product/accounts.md#account-messages). Texts the
// product rules quote are copied word for word; the others are marked "wording ours".

/** The login failure, whatever failed: unknown address or wrong password. */
export const LOGIN_FAILED = 'Connexion impossible ! adresse ou mot de passe incorrect.';

/**
 * Wording ours: the login refused after too many failures for one address from one client
 * (docs/product/accounts.md#login-rate-limit).
 */
export const TOO_MANY_LOGIN_ATTEMPTS = (minutes: number): string =>
  `Trop de tentatives de connexion infructueuses pour cette adresse. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
