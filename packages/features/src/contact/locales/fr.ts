import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Les libellés de l’application contacts en français. */
export const fr: Translation<typeof en> = {
  pages: {
    cards: 'Cartes de contacts',
    list: 'Liste de contacts',
  },
  common: {
    view: 'Voir',
    retry: 'Réessayer',
    close: 'Fermer',
    edit: 'Modifier',
  },
  loadError: {
    offline: 'Vous semblez hors ligne. Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    server:
      'Un problème est survenu de notre côté. Le serveur a répondu : {{message}}. Réessayez dans un instant.',
    other: 'Cela n’a pas fonctionné. {{message}}',
  },
  contacts: {
    loading: 'Chargement des contacts…',
    search: 'Rechercher des contacts',
    add: 'Ajouter un contact',
    count: '{{count}} contacts',
    directory: 'Contacts',
    letter: 'Contacts à la lettre {{letter}}',
    emptyTitle: 'Aucun contact pour l’instant',
    emptyText:
      'Ajoutez les personnes avec qui vous travaillez et retrouvez-les ici par nom, entreprise ou e-mail.',
    noMatchTitle: 'Aucun contact ne correspond à « {{query}} »',
    noMatchText: 'Essayez un autre nom, une autre entreprise, un e-mail ou un numéro.',
    loadFailed: 'Impossible de charger les contacts',
    viewName: 'Voir {{name}}',
    editName: 'Modifier {{name}}',
    added: '{{name}} ajouté',
    updated: '{{name}} mis à jour',
    unread: '{{count}} non lus',
  },
  online: {
    available: 'Disponible',
    do_not_disturb: 'Ne pas déranger',
    offline: 'Hors ligne',
  },
  details: {
    work: 'Travail',
    personal: 'Personnel',
    email: 'E-mail',
    phone: 'Téléphone',
    location: 'Lieu',
    company: 'Entreprise',
    status: 'Statut',
    lastMessage: 'Dernier message',
    notGiven: 'Non renseigné',
    sendEmail: 'Écrire à {{name}}',
    call: 'Appeler {{name}}',
  },
};
