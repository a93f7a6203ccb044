import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Les libellés des pages de tableaux en français. */
export const fr: Translation<typeof en> = {
  pages: {
    basic: 'Tableau simple',
    dense: 'Tableau compact',
    enhanced: 'Tableau avancé',
    data: 'Grille de données MUI X',
    customized: 'Tableau personnalisé',
    stickyHeader: 'En-tête fixe',
    collapse: 'Tableau repliable',
  },
  columns: {
    name: 'Nom',
    email: 'E-mail',
    country: 'Pays',
    role: 'Rôle',
    status: 'Statut',
    orders: 'Commandes',
    spent: 'Dépensé',
    progress: 'Profil',
    joined: 'Inscription',
    day: 'Jour',
    order: 'Commande',
    items: 'Articles',
    amount: 'Montant',
  },
  status: { active: 'Actif', pending: 'En attente', blocked: 'Bloqué' },
  role: { admin: 'Admin', editor: 'Éditeur', viewer: 'Lecteur' },
  tables: {
    members: 'Membres',
    search: 'Rechercher des membres',
    manyRows: '10 000 lignes',
    densePadding: 'Lignes compactes',
    count: '{{count}} membres',
    emptyTitle: 'Aucun membre pour le moment',
    emptyText: 'Les membres qui rejoignent la boutique apparaîtront ici.',
    progressOf: 'Profil rempli à {{value}} %',
  },
  basic: {
    intro:
      'Un tableau simple : un en-tête, des lignes et des colonnes triables, toutes les lignes sur une page.',
  },
  dense: {
    intro: 'Le même tableau avec des lignes compactes : davantage tiennent à l’écran.',
  },
  enhanced: {
    intro: 'Cochez des lignes, triez par colonne, changez de page, supprimez la sélection.',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer {{count}} membres ?',
    deleteText:
      'Les membres sélectionnés seront retirés de la liste. Vous pourrez annuler pendant quelques secondes.',
    deleted: '{{count}} membres supprimés',
    undo: 'Annuler',
    cancel: 'Annuler',
  },
  customized: {
    intro:
      'Des cellules avec pastilles de statut, avatars et barres de progression, un en-tête coloré et des lignes alternées.',
  },
  sticky: {
    intro: 'L’en-tête reste visible pendant que les lignes défilent dans une hauteur fixe.',
  },
  collapse: {
    intro: 'Ouvrez une ligne pour voir les dernières commandes du membre.',
    history: 'Commandes de {{name}}',
  },
  grid: {
    intro:
      'MUI X Data Grid : triez, filtrez depuis le menu de colonne et faites glisser le bord d’une colonne pour la redimensionner.',
    loading: 'Chargement de la grille…',
  },
};
