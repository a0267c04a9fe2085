import { EMAIL_TAKEN, LOGIN_FAILED, PASSWORD_RESET_FAILED } from '@labo/domain/account-messages';
import {
  EMAIL_INVALID,
  GENERIC_ERROR,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '@labo/domain/messages';

// User-facing texts of /login, /credentials/recover and /account/verify, in French
// (docs/conventions.md#names-and-french-texts). Texts quoted by docs/product/accounts.md are
// word for word; the others are marked "wording ours".
export const authMessages = {
  // Login view
  loginTitle: 'Connexion',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  login: 'SE CONNECTER',
  loginFailed: LOGIN_FAILED,
  loginSucceeded: 'Connexion réussie ! Bienvenue !',
  forgotPasswordLink: 'Mot de passe oublié ?',
  // Wording ours
  noAccountYet: 'Pas encore de compte client ?',
  createAccountLink: 'Créer un compte',
  backToLogin: 'Retour à la connexion',
  loggingIn: 'Connexion en cours...',
  // Forgot password view (wording ours)
  forgotTitle: 'Mot de passe oublié',
  forgotIntro:
    "Indiquez l'adresse e-mail de votre compte client : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  sendResetLink: 'ENVOYER LE LIEN',
  resetLinkSent:
    'Si un compte client existe pour cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé. Ce lien est valable une heure.',
  // Create account view
  createTitle: 'Créer un compte',
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  optional: '(facultatif)',
  confirmation: 'Confirmation du mot de passe',
  createAccount: 'CRÉER MON COMPTE',
  creatingAccount: 'Création de votre compte en cours...',
  accountCreated: 'Votre compte client a été créé avec succès !',
  accountCreationFailed: 'Une erreur est survenue lors de la création du compte',
  // Wording ours
  emailTaken: `${EMAIL_TAKEN} Connectez-vous, ou utilisez « Mot de passe oublié ? » si vous ne vous souvenez plus du mot de passe.`,
  verificationSent: (email: string) =>
    `Un e-mail de confirmation a été envoyé à ${email}. Ouvrez le lien qu'il contient pour vérifier votre adresse, puis connectez-vous.`,
  passwordHint: 'Au moins 8 caractères',
  // Invitation after a quote sent without an account (wording ours)
  invitationTitle: 'Retrouvez vos demandes de devis',
  invitation: (email: string) =>
    `Votre demande de devis a été envoyée avec l'adresse ${email}. Créez votre compte client avec cette adresse, puis confirmez-la grâce au lien reçu par e-mail : vos demandes de devis apparaîtront dans l'historique de votre compte.`,
  alreadyHaveAccount: "J'ai déjà un compte client",
  // Password reset page
  recoverTitle: 'Réinitialisation du mot de passe',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le mot de passe',
  confirm: 'Confirmer',
  resetting: 'Réinitialisation en cours...',
  // Wording ours: the success names the updated user's identifier.
  resetSucceeded: (email: string) =>
    `Le mot de passe du compte ${email} a été réinitialisé. Vous pouvez maintenant vous connecter.`,
  resetFailed: PASSWORD_RESET_FAILED,
  goToLogin: 'Aller à la page de connexion',
  // E-mail verification page (wording ours)
  verifyTitle: 'Vérification de votre adresse e-mail',
  verifying: 'Vérification en cours...',
  verified: (email: string) =>
    `Votre adresse e-mail ${email} est vérifiée. Les demandes de devis envoyées avec cette adresse apparaissent dans l'historique de vos devis.`,
  verifyFailed:
    "Ce lien de vérification n'est pas valide : il a déjà servi ou il a expiré. Connectez-vous puis demandez un nouvel e-mail depuis « Mes informations personnelles ».",
  seeMyQuotes: 'VOIR MES DEVIS',
  loginToSeeQuotes: 'SE CONNECTER',
  emailInvalid: EMAIL_INVALID,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordsDiffer: PASSWORDS_DIFFER,
  genericError: GENERIC_ERROR,
} as const;
