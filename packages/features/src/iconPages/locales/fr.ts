import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Les libellés des galeries d’icônes en français. */
export const fr: Translation<typeof en> = {
  title: 'Trouver une icône',
  intro: {
    tabler:
      'Toutes les icônes de {{pkg}}. Cherchez par nom ou par catégorie, puis choisissez une icône pour la voir en grand et copier sa ligne d’import.',
    material:
      'Toutes les icônes de {{pkg}}, en cinq styles. Cherchez par nom, puis choisissez une icône pour la voir en grand et copier sa ligne d’import.',
  },
  loading: 'Chargement des icônes',
  search: 'Chercher une icône',
  clearSearch: 'Effacer la recherche',
  total: 'Icônes : {{n}}',
  matches: 'Résultats pour « {{query}} » : {{n}}',
  style: 'Style',
  styles: {
    Filled: 'Plein',
    Outlined: 'Contour',
    Rounded: 'Arrondi',
    TwoTone: 'Deux tons',
    Sharp: 'Anguleux',
  },
  grid: {
    tabler: 'Icônes Tabler',
    material: 'Icônes Material',
  },
  empty: {
    title: 'Aucune icône ne correspond à « {{query}} »',
    description: 'Essayez un mot plus court, ou son nom anglais.',
  },
  dialog: {
    category: 'Catégorie : {{category}}',
    importLine: 'Ligne d’import',
    copy: 'Copier la ligne d’import',
    close: 'Fermer',
    copied: 'Ligne d’import de {{name}} copiée',
    failed: 'La ligne d’import n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.',
  },
};
