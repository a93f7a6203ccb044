import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Les libellés de la messagerie en français. */
export const fr: Translation<typeof en> = {
  pages: { chat: 'Messagerie' },
  common: { retry: 'Réessayer', close: 'Fermer', edit: 'Modifier' },
  loadError: {
    offline: 'Vous semblez hors ligne. Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    server:
      'Un problème est survenu de notre côté. Le serveur a répondu : {{message}}. Réessayez dans un instant.',
    other: 'Cela n’a pas fonctionné. {{message}}',
  },
  presence: { available: 'Disponible', do_not_disturb: 'Ne pas déranger', offline: 'Hors ligne' },
  contacts: {
    label: 'Contacts',
    search: 'Rechercher des contacts',
    loading: 'Chargement des contacts',
    unread: '{{count}} non lus',
    noMessages: 'Aucun message',
    emptyTitle: 'Aucun contact',
    emptyText: 'Les personnes avec qui discuter apparaissent ici.',
    noMatchTitle: 'Personne trouvé',
    noMatchText: 'Aucun contact ne correspond à « {{query}} ».',
    loadFailed: 'Impossible de charger vos contacts',
  },
  conversation: {
    label: 'Messages avec {{name}}',
    back: 'Retour aux contacts',
    details: 'Fiche de {{name}}',
    loading: 'Chargement de la conversation',
    emptyTitle: 'Aucun message',
    emptyText: 'Dites bonjour à {{name}}.',
    loadFailed: 'Impossible de charger cette conversation',
    choose: 'Choisissez un contact pour discuter.',
    fromYou: 'Vous',
  },
  composer: {
    label: 'Message à {{name}}',
    placeholder: 'Écrire un message',
    hint: 'Entrée envoie, Maj+Entrée passe à la ligne.',
    send: 'Envoyer',
    failed: 'Le message n’a pas été envoyé. {{reason}}',
  },
  details: {
    title: 'Fiche du contact',
    company: 'Entreprise',
    workEmail: 'E-mail professionnel',
    personalEmail: 'E-mail personnel',
    workPhone: 'Téléphone professionnel',
    personalPhone: 'Téléphone personnel',
    location: 'Lieu',
    team: 'Équipe',
    birthday: 'Note d’anniversaire',
    presence: 'Statut',
    loadFailed: 'Impossible de charger ce contact',
  },
  edit: {
    saved: '{{name}} mis à jour',
  },
};
