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

/** Wording ours: sign-up with an address that already has an account. */
export const EMAIL_TAKEN = 'Un compte client existe déjà pour cette adresse e-mail.';

/**
 * Wording ours: a verification link unknown, already used or expired
 * (docs/product/accounts.md#e-mail-verification).
 */
export const VERIFICATION_LINK_INVALID =
  "Ce lien de vérification n'est pas valide ou a expiré : demandez-en un nouveau depuis votre compte.";

/** Wording ours: a new verification mail asked for an address already verified. */
export const ALREADY_VERIFIED = 'Votre adresse e-mail est déjà vérifiée.';

/** A reset link unknown, already used or expired (docs/product/accounts.md#account-messages). */
export const PASSWORD_RESET_FAILED =
  "Une erreur s'est produite, nous n'avons pas été en mesure de rétablir l'accès à votre compte.";
