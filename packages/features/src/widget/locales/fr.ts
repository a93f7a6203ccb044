import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Les libellés des pages de widgets en français. */
export const fr: Translation<typeof en> = {
  common: {
    retry: 'Réessayer',
    loadFailed: 'Impossible de charger les widgets',
    showTable: 'Afficher le tableau',
    showChart: 'Afficher le graphique',
  },
  loadError: {
    offline: 'Vous semblez hors ligne. Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    server:
      'Un problème est survenu de notre côté. Le serveur a répondu : {{message}}. Réessayez dans un instant.',
    other: 'Cela n’a pas fonctionné. {{message}}',
  },
  statistics: {
    title: 'Statistiques',
    loading: 'Chargement des statistiques…',
    emptyTitle: 'Aucune statistique pour l’instant',
    emptyText: 'Les chiffres apparaîtront dès les premières visites et commandes de la boutique.',
    up: 'En hausse de {{change}}',
    down: 'En baisse de {{change}}',
    vsLast: 'par rapport au mois dernier',
    stat: {
      revenue: 'Chiffre d’affaires',
      orders: 'Commandes',
      customers: 'Clients',
      conversion: 'Taux de conversion',
      pageViews: 'Pages vues',
      downloads: 'Téléchargements',
      tasks: 'Tâches terminées',
      refunds: 'Remboursements',
    },
  },
  data: {
    loading: 'Chargement des widgets…',
    emptyText: 'Rien à afficher pour l’instant.',
    tasks: {
      title: 'Tâches',
      due: 'Échéance : {{date}}',
      progress: '{{percent}} fait',
      status: { todo: 'À faire', inProgress: 'En cours', done: 'Terminée' },
    },
    todo: {
      title: 'Liste de tâches',
      newItem: 'Nouvelle tâche',
      add: 'Ajouter',
      remaining: '{{count}} sur {{total}} restantes',
      delete: 'Supprimer « {{text}} »',
      empty: 'Tout est fait. Ajoutez une tâche ci-dessus.',
      required: 'Écrivez d’abord la tâche',
      tooLong: '{{max}} caractères au maximum',
    },
    messages: { title: 'Derniers messages' },
    team: {
      title: 'Membres de l’équipe',
      presence: { available: 'Disponible', do_not_disturb: 'Ne pas déranger', offline: 'Hors ligne' },
    },
    activity: { title: 'Activité des utilisateurs' },
    customers: {
      title: 'Nouveaux clients',
      orders: 'Commandes : {{count}}',
      joined: 'Inscrit {{when}}',
    },
    sales: {
      title: 'Ventes de produits',
      product: 'Produit',
      category: 'Catégorie',
      sold: 'Vendus',
      price: 'Prix',
      change: 'Évolution',
      search: 'Rechercher un produit',
    },
    feeds: {
      title: 'Fil d’actualité',
      kind: { order: 'Commande', user: 'Client', comment: 'Avis', payment: 'Paiement', server: 'Serveur' },
    },
  },
  chart: {
    loading: 'Chargement des graphiques…',
    emptyTitle: 'Aucun chiffre pour l’instant',
    emptyText: 'Les graphiques se rempliront dès les premières ventes.',
    revenue: { title: 'Chiffre d’affaires', total: 'Total de l’année', month: 'Mois' },
    marketShare: { title: 'Part de marché', platform: 'Plateforme', share: 'Part' },
    categories: { title: 'Ventes par catégorie', category: 'Catégorie', sales: 'Ventes' },
    growth: {
      title: 'Croissance totale',
      period: 'Période',
      total: 'Total de la période',
      time: 'Moment',
      periods: { today: 'Aujourd’hui', month: 'Ce mois-ci', year: 'Cette année' },
    },
    series: {
      online: 'En ligne',
      store: 'En magasin',
      investment: 'Investissement',
      loss: 'Pertes',
      profit: 'Bénéfice',
      maintenance: 'Maintenance',
    },
    platform: { web: 'Web', android: 'Android', ios: 'iOS', desktop: 'Ordinateur' },
    category: {
      fashion: 'Mode',
      electronics: 'Électronique',
      books: 'Livres',
      toys: 'Jouets',
      kitchen: 'Cuisine',
    },
  },
};
