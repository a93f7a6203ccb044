import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  frame: {
    siteNav: 'Site',
    home: 'Accueil',
    login: 'Se connecter',
    register: 'S’inscrire',
    language: 'Langue',
    footerNav: 'Aide et informations',
    faqs: 'FAQ',
    contactUs: 'Nous contacter',
    privacyPolicy: 'Politique de confidentialité',
    responsible: 'Réservé aux joueurs de 18 ans et plus. Jouez de façon responsable.',
    defaultSiteName: 'Player Portal',
  },
  landing: {
    eyebrow: 'Dépôts et retraits automatiques, 24 h sur 24',
    title: 'Tous vos jeux préférés, dans un seul compte',
    text: 'Machines à sous, casino en direct, sports et jeux de pêche. Inscrivez-vous en une minute avec votre numéro de téléphone et votre compte bancaire.',
    register: 'S’inscrire maintenant',
    login: 'J’ai déjà un compte',
    invited: 'Le code de parrainage {{code}} de votre ami sera rempli à l’inscription.',
    highlights: 'À la une',
    retry: 'Réessayer',
    games: {
      title: 'Jeux à la une',
      text: 'Un aperçu du lobby. Inscrivez-vous pour tous les jouer.',
      empty: 'Aucun jeu à afficher pour le moment.',
      error: 'Les jeux n’ont pas pu être chargés.',
      slot: 'Machines à sous',
      casino: 'Casino en direct',
      sport: 'Sports',
      fishing: 'Pêche',
    },
    promotions: {
      title: 'Promotions',
      text: 'À réclamer après votre dépôt.',
      empty: 'Aucune promotion pour le moment. Revenez bientôt.',
      error: 'Les promotions n’ont pas pu être chargées.',
      bonus: 'Bonus de {{percent}} %',
      maxBonus: 'Jusqu’à {{amount}}',
      minDeposit: 'Dépôt minimum {{amount}}',
      turnover: 'Mise {{times}} fois',
    },
    howTo: {
      title: 'Comment déposer et retirer',
      text: 'Pas de justificatif à attendre, pas d’appel à passer : le solde se met à jour tout seul.',
      deposit: {
        title: 'Dépôt',
        one: 'Connectez-vous et ouvrez Dépôt.',
        two: 'Virez sur le compte affiché, depuis le compte bancaire enregistré.',
        three: 'Votre solde augmente en moins d’une minute.',
      },
      withdraw: {
        title: 'Retrait',
        one: 'Ouvrez Retrait et saisissez le montant.',
        two: 'Nous payons sur le compte bancaire enregistré, nulle part ailleurs.',
        three: 'L’argent arrive en quelques minutes, 24 h sur 24.',
      },
    },
    faq: {
      title: 'Des questions avant de commencer ?',
      text: 'Dépôts, retraits, promotions et compte : les réponses sont dans la FAQ.',
      link: 'Lire la FAQ',
      contact: 'Nous contacter',
    },
    cta: {
      title: 'Prêt à jouer ?',
      text: 'Inscription gratuite. Votre premier dépôt peut être accompagné d’un bonus.',
    },
  },
};
