import { formatFrenchNumber } from './french-number';
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
} from './limits';
import { formatEuros } from './money';

// The sales terms (docs/product/catalogue.md#sales-terms), written once: the web app's terms
// page and the quote PDF's last page (docs/product/quote-request.md#quote-pdf) print them.

type TermsSection = { id: string; title: string; paragraphs: string[] };

/** The sales terms as titled sections, every figure from the limits. */
export const salesTerms = {
  title: 'Conditions générales de vente',
  intro:
    "Les présentes conditions s'appliquent à toute commande passée à la suite d'une demande de devis sur ce site. Les prix sont indiqués en euros, hors taxes (HT).",
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
        `Tout retard de paiement entraîne des pénalités calculées à ${formatFrenchNumber(LATE_PENALTY_LEGAL_RATE_MULTIPLIER, 2)} fois le taux d'intérêt légal.`,
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
