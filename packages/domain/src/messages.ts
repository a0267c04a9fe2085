// French texts a person reads, once (CONVENTIONS §7). Texts quoted by the SPEC are
// copied word for word, including its punctuation ("..." and the space before "!").
// Texts the SPEC only describes are marked "wording ours".

// SPEC §2: loading, redirects and not-found texts
export const LOADING = 'Chargement en cours';
export const REDIRECTING = 'Redirection...';
export const NOT_FOUND = 'Ressource introuvable';
export const ARTICLE_NOT_FOUND = 'Article introuvable';
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';
export const SUB_CATEGORY_NOT_FOUND = 'Sous catégorie introuvable';
export const UNDER_SUB_CATEGORY_NOT_FOUND = 'Sous sous catégorie introuvable';

// SPEC §2: menu, search and lists
export const MENU_HINT =
  'Survolez une catégorie du menu de gauche pour afficher les catégories détaillées';
/** SPEC §2 gives one form for every count, kept as is. */
export const SEARCH_RESULTS = (count: number): string =>
  `${count} résultats ont été trouvés pour votre recherche`;
export const SEARCH_NO_RESULTS = "Aucun article n'a été trouvé pour votre recherche";
export const NO_ARTICLES = 'Aucun article à afficher';

// SPEC §5: form validation
export const FIELD_REQUIRED = 'Ce champ est obligatoire';
export const CONTACT_MESSAGE_TOO_SHORT = 'Votre message est un peu court !';
export const CONTACT_MEANS_MISSING =
  "Attention ! Nous ne pouvons pas envoyer votre demande si nous n'avons pas de moyen de recontacter...";
export const REFERENCE_UNKNOWN = 'Référence inconnue';
export const REFERENCE_ADDED = 'Référence ajoutée';
export const PASSWORD_TOO_SHORT = 'Votre mot de passe doit contenir au moins 6 caractères';
export const PASSWORDS_DIFFER = 'Les deux mots de passe ne correspondent pas';
// Wording ours: SPEC §5 states these rules without a text.
export const EMAIL_INVALID = 'Adresse e-mail invalide';
export const PHONE_INVALID = 'Numéro de téléphone invalide';
export const LOGIN_PASSWORD_TOO_SHORT = 'Le mot de passe doit contenir au moins 2 caractères';
export const ROBOT_ANSWER_WRONG = "Le résultat de l'addition est incorrect";
export const CAMPAIGN_TITLE_REQUIRED = 'Le titre de la campagne est obligatoire';
export const CAMPAIGN_PERCENTAGE_INVALID =
  'Le pourcentage doit être strictement compris entre 0 et 99';
export const CAMPAIGN_DATES_REVERSED = 'La date de fin doit suivre la date de début';
export const VIDEO_LINK_TOO_SHORT = 'Le lien vidéo doit contenir au moins 10 caractères';
export const TEXT_TOO_LONG = 'Ce texte est trop long';
export const QUOTE_LINES_REQUIRED = 'Votre devis ne contient aucun article';
export const QUOTE_TOO_MANY_LINES = 'Votre devis contient trop de lignes';
export const QUOTE_DUPLICATE_ARTICLE = 'Un même article apparaît plusieurs fois dans le devis';

// SPEC §8: failures
export const LOGIN_FAILED = 'Connexion impossible ! adresse ou mot de passe incorrect.';
export const ACCOUNT_CREATION_FAILED = 'Une erreur est survenue lors de la création du compte';
export const CONTACT_SEND_FAILED = "Une erreur s'est produite...";
/** Wording ours: SPEC §8 says the banner invites a phone call on weekdays, 8h-19h. */
export const CONTACT_SEND_FAILED_CALL_US =
  'Nous vous invitons à nous contacter par téléphone, du lundi au vendredi de 8h à 19h.';
export const QUOTE_SEND_FAILED = 'Une erreur est survenue lors du traitement de votre demande';
export const GENERIC_ERROR = 'Une erreur est survenue';
export const CAMPAIGN_OVERLAP = (title: string): string =>
  `Action impossible: cette campagne de promotion recouperait la campagne de promotion courante de cet article (${title}). Veuillez d'abord retirer l'article de sa campagne de promotion courante.`;
/** Wording ours: SPEC §8 describes the import failure message. */
export const IMPORT_FAILED =
  "Le fichier n'a pas pu être envoyé. Assurez-vous qu'il s'agit bien de l'export Oxygène non modifié, sinon contactez-nous.";
export const PASSWORD_RESET_FAILED =
  "Une erreur s'est produite, nous n'avons pas été en mesure de rétablir l'accès à votre compte.";
/** SPEC §8 script-chunk failure, in the bundler's own words. */
export const CHUNK_LOAD_FAILED = (chunk: string | number, type: string): string =>
  `Loading chunk ${chunk} failed. (${type})`;

// SPEC §8: successes
export const LOGIN_SUCCESS = 'Connexion réussie ! Bienvenue !';
export const LOGOUT_SUCCESS = 'Déconnexion réussie.';
export const ACCOUNT_CREATED = 'Votre compte client a été créé avec succès !';
export const DELETE_DONE = 'Suppression effectuée';
export const CLOSE_DONE = 'clôture effectuée';
export const CHANGES_SAVED = 'Modifications effectuées';
export const CAMPAIGN_CREATED = 'La nouvelle campagne a été enregistrée';
export const QUOTE_SENT = 'Votre demande de devis a été envoyée avec succès !';
export const ARTICLES_ADDED = (count: number): string =>
  count === 1 ? '1 article ajouté au devis' : `${count} articles ajoutés au devis`;
/** Wording ours: SPEC §2/§8 contact-sent message with an e-mail confirmation. */
export const CONTACT_SENT =
  'Votre message a bien été envoyé. Vous allez recevoir un e-mail de confirmation.';
/** Wording ours: SPEC §2 forgot-password success notice. */
export const PASSWORD_RESET_REQUESTED =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail pour réinitialiser votre mot de passe.';
/** Wording ours: SPEC §2 password reset success, naming the account. */
export const PASSWORD_RESET_DONE = (email: string): string =>
  `Le mot de passe du compte ${email} a bien été réinitialisé.`;

// SPEC §2: quote sending dialog
export const QUOTE_SENDING_TITLE = 'Envoi en cours';
export const QUOTE_SENT_TITLE = 'Demande envoyée';

// API error messages (API.md "Errors": a French text for a person with every error)
export const UNAUTHORIZED = 'Vous devez être connecté pour effectuer cette action.';
export const FORBIDDEN = "Vous n'avez pas les droits nécessaires pour effectuer cette action.";
export const INVALID_INPUT = 'Les données envoyées sont invalides.';
export const TOO_MANY_REQUESTS = 'Trop de requêtes, veuillez réessayer dans quelques instants.';
export const PAYLOAD_TOO_LARGE = 'Le fichier ou la requête est trop volumineux.';
export const UNSUPPORTED_MEDIA_TYPE = "Ce type de fichier n'est pas accepté.";
export const INTERNAL_ERROR = 'Une erreur interne est survenue, veuillez réessayer plus tard.';
export const CONFLICT = 'Cette action entre en conflit avec des données existantes.';
export const ACCOUNT_ALREADY_EXISTS = 'Un compte existe déjà pour cette adresse e-mail.';
export const RESET_TOKEN_INVALID = "Ce lien de réinitialisation n'est pas ou plus valide.";
export const QUOTE_NOT_FOUND = 'Devis introuvable';
export const USER_NOT_FOUND = 'Utilisateur introuvable';
export const CAMPAIGN_NOT_FOUND = 'Campagne de promotion introuvable';
export const ATTACHMENT_NOT_FOUND = 'Fichier introuvable';
export const TOO_MANY_PICTURES = 'Un article ne peut pas avoir plus de 3 images.';
export const FILE_REQUIRED = "Aucun fichier n'a été envoyé.";
export const URL_INVALID = 'Adresse web invalide';
export const REMOTE_FILE_UNREACHABLE = "Le fichier n'a pas pu être récupéré à cette adresse.";
/** Wording ours: a quote line whose article is unknown or withdrawn (issue 6). */
export const QUOTE_ARTICLE_UNAVAILABLE = "Cet article n'est plus disponible";
/**
 * Wording ours: the quote refused for unknown or withdrawn articles, each named by its
 * reference ("n° {id}" when the article is not known at all).
 */
export const QUOTE_ARTICLES_UNAVAILABLE = (...references: string[]): string =>
  references.length === 1
    ? `L'article ${references[0]} n'est plus disponible : retirez-le de votre devis puis renvoyez votre demande.`
    : `Les articles ${references.join(', ')} ne sont plus disponibles : retirez-les de votre devis puis renvoyez votre demande.`;
/** Wording ours: API.md addition, the Idempotency-Key header of POST /exposed/post/quote. */
export const IDEMPOTENCY_KEY_INVALID =
  "L'en-tête Idempotency-Key doit contenir de 1 à 200 caractères imprimables.";
