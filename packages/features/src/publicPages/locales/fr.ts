import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  home: "Retour à l'accueil",
  error: {
    title: 'Page introuvable',
    text: "La page que vous cherchez a été déplacée, supprimée ou renommée, ou elle n'a jamais existé.",
  },
  countdown: {
    label: "Temps restant avant l'ouverture",
    days: 'Jours',
    hours: 'Heures',
    minutes: 'Minutes',
    seconds: 'Secondes',
    opensOn: 'Ouverture le {{date}}',
    open: 'Nous sommes ouverts !',
    openText: "L'attente est terminée : entrez et jouez.",
  },
  comingSoon1: {
    title: 'Bientôt disponible',
    text: 'Un nouvel espace pour nos joueurs est presque prêt : dépôts plus rapides, nouvelles promotions et plus de jeux.',
  },
  comingSoon2: {
    eyebrow: 'Presque prêt',
    title: 'Du nouveau arrive',
    text: 'Nous apportons les dernières retouches au nouveau site. Notez la date : il ouvre pour tous les joueurs en même temps.',
    features: {
      speed: 'Dépôts et retraits en quelques secondes',
      rewards: 'Cashback chaque semaine et roue de la chance chaque jour',
      mobile: 'Tous les jeux sur votre téléphone',
    },
  },
  underConstruction: {
    title: 'En construction',
    text: 'Cette partie du site est en cours de reconstruction. Nous revenons bientôt ; merci de votre patience.',
  },
};
