import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele galeriilor de pictograme în română. */
export const ro: Translation<typeof en> = {
  title: 'Găsiți o pictogramă',
  intro: {
    tabler:
      'Toate pictogramele din {{pkg}}. Căutați după nume sau categorie, apoi alegeți o pictogramă pentru a o vedea mai mare și a copia linia de import.',
    material:
      'Toate pictogramele din {{pkg}}, în cinci stiluri. Căutați după nume, apoi alegeți o pictogramă pentru a o vedea mai mare și a copia linia de import.',
  },
  loading: 'Se încarcă pictogramele',
  search: 'Căutați pictograme',
  clearSearch: 'Ștergeți căutarea',
  total: 'Pictograme: {{n}}',
  matches: 'Rezultate pentru „{{query}}”: {{n}}',
  style: 'Stil',
  styles: {
    Filled: 'Plin',
    Outlined: 'Contur',
    Rounded: 'Rotunjit',
    TwoTone: 'Două tonuri',
    Sharp: 'Colțuros',
  },
  grid: {
    tabler: 'Pictograme Tabler',
    material: 'Pictograme Material',
  },
  empty: {
    title: 'Nicio pictogramă pentru „{{query}}”',
    description: 'Încercați un cuvânt mai scurt sau numele în engleză.',
  },
  dialog: {
    category: 'Categorie: {{category}}',
    importLine: 'Linia de import',
    copy: 'Copiați linia de import',
    close: 'Închideți',
    copied: 'Linia de import pentru {{name}} a fost copiată',
    failed: 'Linia de import nu a putut fi copiată: selectați-o și copiați-o manual.',
  },
};
