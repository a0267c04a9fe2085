// User-facing texts of the home page, in French
// (docs/conventions.md#names-and-french-texts). Section titles are those of
// docs/product/catalogue.md#home-page; the rest is wording ours.
export const homeMessages = {
  pageTitle: 'Accueil',
  title: "Matériel de laboratoire pour l'enseignement, la recherche et l'industrie",
  intro:
    "Parcourez notre catalogue, ajoutez les articles qu'il vous faut à votre devis et envoyez-nous votre demande : nous vous répondons avec une offre adaptée.",
  carouselLabel: 'Nos marques partenaires',
  carouselRoleDescription: 'carrousel',
  slideRoleDescription: 'bannière',
  slideLabel: (index: number, count: number) => `${index} sur ${count}`,
  previousSlide: 'Bannière précédente',
  nextSlide: 'Bannière suivante',
  showSlide: (index: number, brand: string) => `Afficher la bannière ${index} : ${brand}`,
  pause: 'Mettre le défilement en pause',
  play: 'Reprendre le défilement',
  partnerSite: '(site du partenaire, nouvel onglet)',
  catalogsTitle: 'Nos catalogues',
  catalogsIntro: 'Téléchargez nos catalogues et ceux de nos marques partenaires au format PDF.',
  downloadPdf: 'Télécharger (PDF)',
  featuredTitle: 'Produits à la Une',
  videoTitle: 'Notre entreprise en vidéo',
  // The company statement, in short; the about page tells it in full
  // (docs/product/catalogue.md#about-page).
  companyPitch: [
    "Entreprise indépendante et verrier de tradition, nous fournissons depuis des années les laboratoires d'enseignement, de recherche et de l'industrie.",
    "Importateur exclusif d'une marque de consommables en plastique, nous livrons aussi nos clients d'Île-de-France avec notre propre service de livraison.",
  ],
  aboutLink: 'Découvrir notre entreprise',
  playVideo: 'Lire la vidéo',
  videoNotice:
    "La vidéo est hébergée par YouTube : rien n'est chargé depuis ce site avant que vous ne lanciez la lecture.",
  videoFrameTitle: 'Vidéo de présentation',
} as const;
