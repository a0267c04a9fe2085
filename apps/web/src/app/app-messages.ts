import { GENERIC_ERROR } from '@labo/domain/messages';

/** The about page's name, shared by its title and the footer link. */
export const aboutTitle = 'À propos';

// User-facing texts of the app shell (header, footer, errors), in French
// (docs/conventions.md#names-and-french-texts).
export const appMessages = {
  skipToContent: 'Aller au contenu',
  homeLinkLabel: (shopName: string) => `${shopName} – accueil`,
  tagline: 'Matériel et consommables de laboratoire',
  nonSurchargedCall: 'appel non surtaxé',
  quoteStrip: 'Prix HT · demande de devis en ligne, sans paiement',
  callUs: (phone: string) => `Appelez-nous au ${phone}`,
  headerActions: 'Accès rapides',
  contact: 'Contact',
  account: 'Mon compte',
  admin: 'Administration',
  cart: 'Mon devis',
  footerAbout:
    "Appareillage, consommables, verrerie et produits chimiques pour l'enseignement, la recherche et l'industrie.",
  footerContact: 'Nous contacter',
  footerCompany: 'La société',
  footerLinksLabel: 'Informations',
  footerAboutLink: aboutTitle,
  footerTermsLink: 'Conditions générales de vente',
  footerContactLink: 'Contactez-nous',
  footerNotice: 'Site de démonstration – prix indiqués hors taxes.',
  errorTitle: GENERIC_ERROR,
  errorText: "La page n'a pas pu s'afficher. Veuillez réessayer dans quelques instants.",
  // A script chunk that fails to load, after a deployment or offline
  // (docs/product/catalogue.md#chunk-load-failure).
  chunkErrorText:
    "Une partie du site n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page.",
  reload: 'Recharger la page',
  backHome: "Retour à l'accueil",
  notFoundTitle: 'Page introuvable',
  notFoundText: "La page demandée n'existe pas ou a été déplacée.",
} as const;
