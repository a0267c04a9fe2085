import { salesTerms } from '@labo/domain/sales-terms';
import { aboutTitle } from './app-messages';

// Texts of the about and terms pages, in French
// (docs/conventions.md#names-and-french-texts). docs/product/catalogue.md#about-page and
// docs/product/catalogue.md#sales-terms state the facts; the wording is ours. Company names
// come from configuration (config/env.ts).

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

/** The sales terms page: the domain's terms (shared with the quote PDF) and the page's own label. */
export const termsMessages = { ...salesTerms, tocLabel: 'Sommaire' } as const;
