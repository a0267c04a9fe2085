// What other modules may use of this one (docs/architecture.md#server-modules).
export { authPlugin } from './auth-plugin';
export { newPasswordSchema } from './common-passwords';
export { clearAddressLoginFailures } from './login-queries';
export { hashPassword, verifyPassword } from './password-hash';
export { optionalUser, requireRole, roleDeniedAnswers } from './request-user';
export { signSessionToken } from './session-token';
export type { LinkCheck, SignedLinks } from './signed-links';
