import type { Translation } from '../namespace';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  search: 'Rechercher',
  clearSearch: 'Effacer la recherche',
  rowsPerPage: 'Lignes par page :',
  displayedRows: '{{from}}–{{to}} sur {{count}}',
  firstPage: 'Aller à la première page',
  lastPage: 'Aller à la dernière page',
  nextPage: 'Aller à la page suivante',
  previousPage: 'Aller à la page précédente',
  selected: '{{count}} sélectionné(s)',
  clearSelection: 'Effacer la sélection',
  selectAll: 'Sélectionner toutes les lignes',
  selectRow: 'Sélectionner {{row}}',
  actions: 'Actions',
  details: 'Détails',
  showDetails: 'Détails de {{row}}',
  sortedAscending: 'tri croissant',
  sortedDescending: 'tri décroissant',
  noResults: 'Aucun résultat',
  noResultsFor: 'Rien ne correspond à « {{query}} ».',
  noResultsHint: 'Vérifiez l’orthographe ou essayez une autre recherche.',
  noData: 'Rien pour l’instant',
  noDataHint: 'Les données apparaîtront ici dès qu’il y en aura.',
  loading: 'Chargement…',
};
