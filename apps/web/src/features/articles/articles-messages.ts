import { ARTICLE_NOT_FOUND } from '@labo/domain/messages';
import { formatPercent } from '@labo/domain/percent';
import type { VideoProvider } from '@labo/domain/video-link';

// User-facing texts of the article page (docs/product/catalogue.md#article-page), in French
// (docs/conventions.md#names-and-french-texts). Field names are the product's, word for
// word; the rest is wording ours.
export const articlesMessages = {
  articleNotFound: ARTICLE_NOT_FOUND,
  ttcPrice: (price: string) => `soit ${price} TTC`,
  info: {
    maker: 'Fabricant',
    reference: 'Référence',
    secondaryReference: 'Ref.comp',
    category: 'Catégorie',
    video: 'Lien vidéo',
    documentation: 'Documentation',
  },
  priceHt: 'Prix HT',
  // Wording ours: a withdrawn article (docs/product/catalogue.md#withdrawn-article-page).
  withdrawnTitle: 'Article retiré de la vente',
  withdrawnText:
    "Cet article n'est plus disponible : il ne peut plus être ajouté à un devis. Ses informations restent consultables.",
  withdrawnCategoryLink: (category: string) => `Voir les articles de « ${category} »`,
  packaging: 'Conditionnement',
  notSpecified: 'Non renseigné',
  noVideo: 'Aucune vidéo',
  watchVideo: 'Voir la vidéo',
  newTab: '(nouvel onglet)',
  noDocument: 'Aucun document',
  videoTitle: 'Vidéo',
  videoFrameTitle: (label: string) => `Vidéo : ${label}`,
  playVideo: 'Lire la vidéo',
  videoNotice: (site: string) =>
    `La vidéo est hébergée par ${site} : rien n'est chargé depuis ce site avant que vous ne lanciez la lecture.`,
  videoSites: {
    youtube: 'YouTube',
    vimeo: 'Vimeo',
    dailymotion: 'Dailymotion',
  } satisfies Record<VideoProvider, string>,
  download: (fileName: string) => `Télécharger ${fileName}`,
  saleBanner: (title: string, percentage: number, endDate: string) =>
    `${title} : -${formatPercent(percentage)} sur cet article jusqu'au ${endDate}`,
  descriptionTitle: 'Description',
  detailsTitle: 'Caractéristiques',
  enlargePicture: (label: string) => `Agrandir l'image de ${label}`,
  showPicture: (index: number) => `Afficher l'image ${index}`,
  picturesLabel: "Images de l'article",
  close: 'Fermer',
  loadError: "L'article n'a pas pu être chargé. Veuillez réessayer.",
  retry: 'RÉESSAYER',
  breadcrumbLabel: "Fil d'Ariane",
  home: 'Accueil',
} as const;
