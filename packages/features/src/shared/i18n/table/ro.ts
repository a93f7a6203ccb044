import type { Translation } from '../namespace';
import type { en } from './en';

export const ro: Translation<typeof en> = {
  search: 'Caută',
  clearSearch: 'Șterge căutarea',
  rowsPerPage: 'Rânduri pe pagină:',
  displayedRows: '{{from}}–{{to}} din {{count}}',
  firstPage: 'Mergi la prima pagină',
  lastPage: 'Mergi la ultima pagină',
  nextPage: 'Mergi la pagina următoare',
  previousPage: 'Mergi la pagina anterioară',
  selected: '{{count}} selectate',
  clearSelection: 'Anulează selecția',
  selectAll: 'Selectează toate rândurile',
  selectRow: 'Selectează {{row}}',
  actions: 'Acțiuni',
  details: 'Detalii',
  showDetails: 'Detaliile pentru {{row}}',
  sortedAscending: 'sortat crescător',
  sortedDescending: 'sortat descrescător',
  noResults: 'Niciun rezultat',
  noResultsFor: 'Nimic nu corespunde cu „{{query}}”.',
  noResultsHint: 'Verifică ortografia sau încearcă altă căutare.',
  noData: 'Nimic deocamdată',
  noDataHint: 'Datele vor apărea aici când vor exista.',
  loading: 'Se încarcă…',
};
