// French texts a person reads, once (docs/conventions.md#names-and-french-texts). Texts the
// product rules quote (docs/product/) are copied word for word, including their punctuation
// ("..." and the space before "!"). Texts the rules only describe are marked "wording ours".

import {
  MAX_QUANTITY,
  MAX_QUOTE_TOTAL_HT_CENTS,
  REFERENCE_MAX_CHARS,
  REFERENCE_MIN_CHARS,
} from './limits';
import { formatEuros } from './money';

// Loading, redirects and not-found texts (docs/product/catalogue.md#not-found-texts)
export const LOADING = 'Chargement en cours';
export const REDIRECTING = 'Redirection...';
export const NOT_FOUND = 'Ressource introuvable';
export const ARTICLE_NOT_FOUND = 'Article introuvable';
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';
export const SUB_CATEGORY_NOT_FOUND = 'Sous-catégorie introuvable';
export const UNDER_SUB_CATEGORY_NOT_FOUND = 'Sous-sous-catégorie introuvable';

// The first step of every breadcrumb trail, on the pages and in their structured data
// (docs/product/search-engines.md#structured-data); wording ours.
export const HOME_LABEL = 'Accueil';

// Menu, search and lists (docs/product/catalogue.md#desktop-menu,
// docs/product/search.md#results-lines, docs/product/catalogue.md#article-list)
export const MENU_HINT =
  'Survolez une catégorie du menu de gauche pour afficher les catégories détaillées';
/** Singular for one result, plural otherwise (docs/product/search.md#results-lines). */
export const SEARCH_RESULTS = (count: number): string =>
  count === 1
    ? '1 résultat a été trouvé pour votre recherche'
    : `${count} résultats ont été trouvés pour votre recherche`;
export const SEARCH_NO_RESULTS = "Aucun article n'a été trouvé pour votre recherche";
export const NO_ARTICLES = 'Aucun article à afficher';

// Form validation
export const FIELD_REQUIRED = 'Ce champ est obligatoire';
export const CONTACT_MESSAGE_TOO_SHORT = 'Votre message est un peu court !';
export const CONTACT_MEANS_MISSING =
  "Attention ! Nous ne pouvons pas envoyer votre demande si nous n'avons pas de moyen de recontacter...";
export const REFERENCE_UNKNOWN = 'Référence inconnue';
export const REFERENCE_ADDED = 'Référence ajoutée';
// A pasted list's lines that cannot be read (docs/product/cart.md#paste-a-list); wording ours.
export const PASTED_REFERENCE_TOO_SHORT = `Une référence compte au moins ${REFERENCE_MIN_CHARS} caractères.`;
export const PASTED_REFERENCE_TOO_LONG = `Une référence compte au plus ${REFERENCE_MAX_CHARS} caractères.`;
export const PASTED_LIST_TOO_LONG = (max: number): string =>
  `Votre liste compte plus de ${max} références : collez la suite en une autre fois.`;
export const PASSWORD_TOO_SHORT = 'Votre mot de passe doit contenir au moins 8 caractères';
// Wording ours (docs/product/accounts.md#password-rule).
export const PASSWORD_ONLY_SPACES = "Votre mot de passe ne peut pas être fait que d'espaces";
export const PASSWORD_TOO_COMMON = 'Ce mot de passe est trop courant : choisissez-en un autre.';
export const PASSWORDS_DIFFER = 'Les deux mots de passe ne correspondent pas';
// Wording ours: the rules state no text for these.
export const EMAIL_INVALID = 'Adresse e-mail invalide';
export const PHONE_INVALID = 'Numéro de téléphone invalide';
export const ROBOT_ANSWER_WRONG = "Le résultat de l'addition est incorrect";
export const TEXT_TOO_LONG = 'Ce texte est trop long';
export const TEXT_INVALID_CHARACTER =
  "Ce texte contient un caractère nul ou invalide, qui n'est pas accepté";
/**
 * The quantity rule as people read it, in the cart and in a quote request's refusals; the
 * rule's own texts are for developers (docs/product/cart.md#quantity-rule).
 */
export const QUANTITY_BELOW_ONE = 'La quantité doit être au moins égale à 1.';
export const QUANTITY_NOT_WHOLE = `La quantité doit être un nombre entier de 1 à ${MAX_QUANTITY}.`;
export const QUOTE_LINES_REQUIRED = 'Votre devis ne contient aucun article';
export const QUOTE_TOO_MANY_LINES = 'Votre devis contient trop de lignes';
export const QUOTE_DUPLICATE_ARTICLE = 'Un même article apparaît plusieurs fois dans le devis';

// Failures
export const CONTACT_SEND_FAILED = "Une erreur s'est produite...";
/**
 * Wording ours: the banner invites a phone call on weekdays, 8h-19h
 * (docs/product/contact.md#send-failure).
 */
export const CONTACT_SEND_FAILED_CALL_US =
  'Nous vous invitons à nous contacter par téléphone, du lundi au vendredi de 8h à 19h.';
export const QUOTE_SEND_FAILED = 'Une erreur est survenue lors du traitement de votre demande';
export const GENERIC_ERROR = 'Une erreur est survenue';
/**
 * Wording ours: the file could not be sent; make sure it is the unmodified Oxygène export,
 * otherwise contact us (docs/product/import.md#import-page).
 */
export const IMPORT_UPLOAD_FAILED =
  "Le fichier n'a pas pu être envoyé. Vérifiez qu'il s'agit bien de l'export Oxygène non modifié ; sinon, contactez-nous.";

// Successes
export const DELETION_DONE = 'Suppression effectuée';
export const CHANGES_SAVED = 'Modifications effectuées';
export const QUOTE_SENT = 'Votre demande de devis a été envoyée avec succès !';
export const ARTICLES_ADDED = (count: number): string =>
  count === 1 ? '1 article ajouté au devis' : `${count} articles ajoutés au devis`;
/**
 * Wording ours: the contact-sent message with an e-mail confirmation
 * (docs/product/contact.md#contact-states).
 */
export const CONTACT_SENT =
  'Votre message a bien été envoyé. Vous allez recevoir un e-mail de confirmation.';

// Quote sending dialog (docs/product/quote-request.md#sending-dialog)
export const QUOTE_SENDING_TITLE = 'Envoi en cours';
export const QUOTE_SENT_TITLE = 'Demande envoyée';

// API error messages: a French text for a person with every error
// (docs/product/api-conventions.md#error-statuses)
export const UNAUTHORIZED = 'Vous devez être connecté pour effectuer cette action.';
export const FORBIDDEN = "Vous n'avez pas les droits nécessaires pour effectuer cette action.";
export const INVALID_INPUT = 'Les données envoyées sont invalides.';
export const TOO_MANY_REQUESTS = 'Trop de requêtes, veuillez réessayer dans quelques instants.';
export const PAYLOAD_TOO_LARGE = 'Le fichier ou la requête est trop volumineux.';
export const UNSUPPORTED_MEDIA_TYPE = "Ce type de fichier n'est pas accepté.";
export const INTERNAL_ERROR = 'Une erreur interne est survenue, veuillez réessayer plus tard.';
export const CONFLICT = 'Cette action entre en conflit avec des données existantes.';
// Wording ours: answers given before any route (docs/product/api-conventions.md#error-statuses).
export const REQUEST_TIMEOUT = 'La requête a mis trop de temps à arriver, veuillez réessayer.';
export const URI_TOO_LONG = "L'adresse demandée est trop longue.";
export const HEADERS_TOO_LARGE = 'Les en-têtes de la requête sont trop volumineux.';
export const SERVICE_UNAVAILABLE =
  'Le service redémarre, veuillez réessayer dans quelques instants.';
export const METHOD_NOT_ALLOWED = "Cette méthode n'est pas acceptée par le serveur.";
export const EXPECTATION_FAILED = "L'en-tête Expect de la requête n'est pas pris en charge.";
export const HOST_NOT_ONCE = 'La requête doit indiquer une fois le site demandé (en-tête Host).';
/** Wording ours: a search stopped past its time bound (docs/product/search.md#query-rule). */
export const SEARCH_TOO_LONG =
  'Cette recherche demande trop de temps : précisez-la ou réessayez dans quelques instants.';
export const ATTACHMENT_NOT_FOUND = 'Fichier introuvable';
/**
 * Wording ours: a quote line whose article is unknown or withdrawn
 * (docs/product/quote-request.md#unavailable-articles).
 */
export const QUOTE_ARTICLE_UNAVAILABLE = "Cet article n'est plus disponible";
/**
 * Wording ours: the quote refused for unknown or withdrawn articles, each named by its
 * reference ("n° {id}" when the article is not known at all).
 */
export const QUOTE_ARTICLES_UNAVAILABLE = (...references: string[]): string =>
  references.length === 1
    ? `L'article ${references[0]} n'est plus disponible : retirez-le de votre devis puis renvoyez votre demande.`
    : `Les articles ${references.join(', ')} ne sont plus disponibles : retirez-les de votre devis puis renvoyez votre demande.`;
/**
 * Wording ours: a quote whose total excluding tax is above the cap
 * (docs/product/quote-request.md#quote-limits).
 */
export const QUOTE_TOTAL_TOO_HIGH = `Le total de votre devis dépasse ${formatEuros(MAX_QUOTE_TOTAL_HT_CENTS)} HT : répartissez votre demande sur plusieurs devis ou contactez-nous.`;

// docs/product/quote-request.md#quote-pdf: the sending dialog's link, past its 24 hours.
export const QUOTE_PDF_LINK_EXPIRED =
  'Ce lien de téléchargement a expiré : retrouvez le devis dans votre espace client, ou demandez-le à nos équipes.';
/**
 * Wording ours: the Idempotency-Key header of POST /exposed/post/quote
 * (docs/product/quote-request.md#idempotency).
 */
export const IDEMPOTENCY_KEY_INVALID =
  "L'en-tête Idempotency-Key doit contenir de 1 à 200 caractères imprimables.";
/**
 * Wording ours: a key sent again with another request
 * (docs/product/quote-request.md#idempotency).
 */
export const IDEMPOTENCY_KEY_REUSED =
  'Cette clé Idempotency-Key a déjà servi pour une autre demande de devis : envoyez cette demande avec une nouvelle clé.';
/** Wording ours: a multipart upload whose body is cut short or malformed. */
export const MULTIPART_MALFORMED =
  "Le fichier n'est pas arrivé en entier ou la requête est mal formée : envoyez-le de nouveau.";
