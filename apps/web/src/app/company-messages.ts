import {
  CLAIM_DELAY_HOURS,
  DEPOSIT_THRESHOLD_CENTS,
  DEVICE_WARRANTY_MONTHS,
  FREE_SHIPPING_THRESHOLD_CENTS,
  LATE_PENALTY_LEGAL_RATE_MULTIPLIER,
  PAYMENT_TERM_DAYS,
  QUOTE_VALIDITY_DAYS,
  RETURN_DEDUCTION_PERCENT,
  SHIPPING_FEE_CENTS,
  SPARE_PARTS_WARRANTY_MONTHS,
} from '@labo/domain/limits';
import { formatEuros } from '@labo/domain/money';
import { aboutTitle } from './app-messages';

// Texts of the about and terms pages, in French
// (docs/conventions.md#names-and-french-texts). docs/product/catalogue.md#about-page and
// docs/product/catalogue.md#sales-terms state the facts; the wording is ours. Company names
// come from configuration (config/env.ts).

const frenchNumber = new Intl.NumberFormat('fr-FR');

export const aboutMessages = {
  // "A Propos" in the product; written with the accent French typography asks for.
  title: aboutTitle,
  lead: (shopName: string) =>
    `${shopName} est une entreprise indépendante qui équipe les laboratoires de l'enseignement, de la recherche et de l'industrie : appareillage, consommables, verrerie et produits chimiques.`,
  sections: {
    glassware: {
      title: 'Un verrier de tradition',
      text: "Notre maison est née de la fabrication de verrerie de laboratoire. Nous en avons gardé le savoir-faire et l'exigence : la verrerie reste au cœur de notre catalogue, et nos conseillers connaissent les usages de chaque pièce.",
    },
    importer: {
      title: 'Importateur exclusif',
      text: (brand: string | null) =>
        brand
          ? `Nous sommes l'importateur exclusif des consommables plastiques de la marque ${brand} : pointes de pipettes, tubes, flacons, boîtes de culture et articles à usage unique.`
          : "Nous sommes l'importateur exclusif d'une marque de consommables plastiques de laboratoire : pointes de pipettes, tubes, flacons, boîtes de culture et articles à usage unique.",
    },
    delivery: {
      title: 'Notre propre service de livraison',
      text: 'En banlieue parisienne, vos commandes sont livrées par notre propre service de livraison, directement dans vos locaux, par des livreurs qui connaissent vos contraintes de réception.',
    },
    contact: {
      title: 'Nous joindre',
      text: 'Une question sur un article, un devis ou une livraison ? Nos équipes vous répondent par téléphone, appel non surtaxé.',
      link: 'Écrire à nos équipes',
    },
  },
  companyPictureAlt: "Le bâtiment de l'entreprise",
  officePictureAlt: "Les bureaux de l'équipe commerciale",
} as const;

export type TermsSection = { id: string; title: string; paragraphs: string[] };

/**
 * The sales terms (docs/product/catalogue.md#sales-terms) as titled sections, every figure
 * from the domain's limits.
 */
export const termsMessages = {
  title: 'Conditions générales de vente',
  intro:
    "Les présentes conditions s'appliquent à toute commande passée à la suite d'une demande de devis sur ce site. Les prix sont indiqués en euros, hors taxes (HT).",
  tocLabel: 'Sommaire',
  sections: [
    {
      id: 'devis',
      title: 'Devis',
      paragraphs: [
        `Nos devis sont valables ${QUOTE_VALIDITY_DAYS} jours à compter de leur date d'émission.`,
      ],
    },
    {
      id: 'frais-de-port',
      title: 'Frais de port',
      paragraphs: [
        `La livraison est offerte pour toute commande supérieure à ${formatEuros(FREE_SHIPPING_THRESHOLD_CENTS)}\u00a0HT.`,
        `En dessous de ce montant, une participation aux frais de port et d'emballage de ${formatEuros(SHIPPING_FEE_CENTS)}\u00a0HT est facturée.`,
      ],
    },
    {
      id: 'paiement',
      title: 'Paiement',
      paragraphs: [
        `Nos factures sont payables à ${PAYMENT_TERM_DAYS} jours à compter de leur date d'émission.`,
        `Un acompte est demandé à la commande pour toute commande supérieure à ${formatEuros(DEPOSIT_THRESHOLD_CENTS)}\u00a0HT.`,
      ],
    },
    {
      id: 'retard-de-paiement',
      title: 'Retard de paiement',
      paragraphs: [
        `Tout retard de paiement entraîne des pénalités calculées à ${frenchNumber.format(LATE_PENALTY_LEGAL_RATE_MULTIPLIER)} fois le taux d'intérêt légal.`,
      ],
    },
    {
      id: 'reclamations',
      title: 'Réclamations',
      paragraphs: [
        `Toute réclamation doit nous parvenir dans les ${CLAIM_DELAY_HOURS} heures suivant la réception de la marchandise.`,
      ],
    },
    {
      id: 'retours',
      title: 'Retours',
      paragraphs: [
        `Tout retour de marchandise donne lieu à une décote de ${RETURN_DEDUCTION_PERCENT}\u00a0% sur le montant remboursé.`,
      ],
    },
    {
      id: 'garantie',
      title: 'Garantie',
      paragraphs: [
        `Les appareils sont garantis ${DEVICE_WARRANTY_MONTHS} mois et les pièces détachées ${SPARE_PARTS_WARRANTY_MONTHS} mois.`,
      ],
    },
  ] satisfies TermsSection[],
} as const;
