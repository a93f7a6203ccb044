import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Libellés des pages de graphiques en français. */
export const fr: Translation<typeof en> = {
  common: {
    retry: 'Réessayer',
    loadFailed: "Nous n'avons pas pu charger les graphiques",
    showTable: 'Afficher en tableau',
    showChart: 'Afficher le graphique',
  },
  loadError: {
    offline: 'Vous semblez hors ligne. Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    server:
      'Un problème est survenu de notre côté. Le serveur a répondu : {{message}}. Réessayez dans un instant.',
    other: "Cela n'a pas fonctionné. {{message}}",
  },
  gallery: {
    loading: 'Chargement des graphiques…',
    emptyTitle: 'Aucun chiffre pour le moment',
    emptyText: 'Les graphiques apparaissent ici dès le premier mois de chiffres du site.',
    month: 'Mois',
    region: 'Région',
    device: 'Appareil',
    share: 'Part',
    total: 'Total',
    line: { title: 'Visites par canal', subtitle: 'Les visites de chaque canal, mois par mois' },
    area: { title: 'Joueurs', subtitle: 'Nouveaux joueurs et joueurs fidèles chaque mois' },
    stacked: { title: 'Revenus par produit', subtitle: 'Revenus mensuels, empilés par produit' },
    grouped: { title: 'Dépôts par région', subtitle: 'Cette année par rapport à l’an dernier' },
    donut: { title: 'Appareils', subtitle: 'Part des sessions par appareil' },
    mixed: { title: 'Dépôts et objectif', subtitle: 'Dépôts mensuels (barres) et objectif (ligne)' },
    series: {
      organic: 'Recherche',
      referral: 'Parrainage',
      social: 'Réseaux sociaux',
      newPlayers: 'Nouveaux joueurs',
      returning: 'Joueurs fidèles',
      slots: 'Machines à sous',
      liveCasino: 'Casino en direct',
      sports: 'Sports',
      thisYear: 'Cette année',
      lastYear: 'L’an dernier',
      deposits: 'Dépôts',
      target: 'Objectif',
    },
    regions: { bangkok: 'Bangkok', central: 'Centre', north: 'Nord', northeast: 'Nord-Est', south: 'Sud' },
    devices: { mobile: 'Mobile', desktop: 'Ordinateur', tablet: 'Tablette' },
  },
  organisation: {
    title: 'Organisation',
    loading: 'Chargement de l’organisation…',
    emptyTitle: 'Personne pour le moment',
    emptyText: 'Les personnes apparaissent ici dès le premier membre de l’organisation.',
    hint: 'Chaque fiche avec une équipe s’ouvre et se ferme avec son bouton.',
    teamOf: ' de {{name}}',
    teamSize: '{{count}} dans l’équipe',
    expandAll: 'Tout déplier',
    collapseAll: 'Tout replier',
  },
};
