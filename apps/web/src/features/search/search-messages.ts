import { SEARCH_NO_RESULTS, SEARCH_RESULTS } from '@labo/domain/messages';

// User-facing texts of the header search, in French
// (docs/conventions.md#names-and-french-texts). The results lines are those of
// docs/product/search.md#results-lines, word for word, from the domain; the rest is wording
// ours.
export const searchMessages = {
  results: SEARCH_RESULTS,
  noResults: SEARCH_NO_RESULTS,
  searching: 'Recherche en cours…',
  label: 'Rechercher un article',
  placeholder: 'Rechercher par référence, désignation ou mot-clé',
  submit: 'RECHERCHER',
  clear: 'Effacer la recherche',
  close: 'Fermer les résultats',
  resultsLabel: 'Résultats de la recherche',
};
