import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  contact: {
    title: 'Nous contacter',
    text: 'Écrivez-nous à propos de tout : nous répondons en moins d’une heure, 24 h sur 24.',
    formTitle: 'Envoyez-nous un message',
    name: 'Votre nom',
    phone: 'Numéro de téléphone',
    phoneHint: '10 chiffres, par ex. 0812345678',
    email: 'E-mail (facultatif)',
    topic: 'Sujet',
    topics: {
      deposit: 'Dépôts',
      withdraw: 'Retraits',
      promotion: 'Promotions',
      account: 'Mon compte',
      other: 'Autre chose',
    },
    message: 'Message',
    messageHint: 'Au moins 10 caractères. N’écrivez jamais votre mot de passe.',
    send: 'Envoyer le message',
    sentTitle: 'Message envoyé',
    sentText:
      'Merci. Notre équipe vous rappellera ou vous répondra bientôt. Votre référence est {{reference}}.',
    another: 'Envoyer un autre message',
    otherWays: 'Autres moyens de nous joindre',
    line: 'LINE',
    call: 'Téléphone',
    hours: 'Ouvert 24 h sur 24, tous les jours',
    faqLink: 'La plupart des réponses sont déjà dans la FAQ',
  },
  faqs: {
    title: 'Questions fréquentes',
    text: 'Dépôts, retraits, promotions et votre compte.',
    search: 'Rechercher dans les questions',
    count: '{{count}} questions',
    emptyTitle: 'Aucune question ne correspond à « {{query}} »',
    emptyText: 'Essayez un autre mot, ou posez-nous la question.',
    clear: 'Effacer la recherche',
    stillStuck: 'Pas de réponse ici ?',
    contact: 'Nous contacter',
    topics: {
      deposit: 'Dépôts',
      withdraw: 'Retraits',
      promotion: 'Promotions',
      account: 'Compte',
    },
    items: {
      depositHow: {
        q: 'Comment déposer ?',
        a: 'Connectez-vous, ouvrez Dépôt et virez sur le compte affiché depuis votre compte bancaire enregistré. Le solde se met à jour en moins d’une minute.',
      },
      depositMissing: {
        q: 'Mon dépôt n’est pas arrivé. Que faire ?',
        a: 'Vérifiez que vous avez viré depuis votre compte enregistré. Si le solde n’a pas changé après cinq minutes, contactez-nous avec l’heure et le montant.',
      },
      withdrawHow: {
        q: 'Comment retirer ?',
        a: 'Ouvrez Retrait et saisissez le montant. Nous payons uniquement sur votre compte bancaire enregistré, en général en quelques minutes.',
      },
      withdrawLimits: {
        q: 'Y a-t-il un minimum ou une limite de retrait ?',
        a: 'Le retrait minimum est de 300 bahts. La limite quotidienne et le nombre de retraits par jour figurent sur la page Retrait.',
      },
      promotionClaim: {
        q: 'Comment obtenir une promotion ?',
        a: 'Après un dépôt, ouvrez Promotions et réclamez celle que vous voulez. Le bonus est ajouté aussitôt à votre solde.',
      },
      promotionTurnover: {
        q: 'Que signifie la mise requise ?',
        a: 'C’est le montant à jouer avant de pouvoir retirer un bonus : une mise de 10 fois sur 100 bahts signifie jouer 1 000 bahts.',
      },
      accountRegister: {
        q: 'De quoi ai-je besoin pour m’inscrire ?',
        a: 'Un numéro de mobile thaïlandais, un mot de passe et un compte bancaire à votre nom. Les retraits vont uniquement sur ce compte.',
      },
      accountPassword: {
        q: 'J’ai oublié mon mot de passe.',
        a: 'Utilisez « Mot de passe oublié » sur la page de connexion, ou contactez-nous depuis votre numéro enregistré : nous ne demandons jamais votre mot de passe.',
      },
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : 25 novembre 2026',
    intro:
      'Cette politique explique ce que nous collectons sur vous, pourquoi, et ce que vous pouvez nous demander.',
    contents: 'Sommaire',
    sections: {
      collect: {
        title: 'Ce que nous collectons',
        body: 'Votre numéro de téléphone, votre compte bancaire (banque, numéro et titulaire), vos dépôts, retraits et parties, et l’appareil et le navigateur que vous utilisez.',
      },
      use: {
        title: 'Comment nous les utilisons',
        body: 'Pour ouvrir et protéger votre compte, verser vos retraits sur votre propre compte, vous accorder les promotions réclamées et vous répondre.',
      },
      share: {
        title: 'Avec qui nous les partageons',
        body: 'Uniquement avec les banques qui transfèrent votre argent et les fournisseurs des jeux auxquels vous jouez, dans la mesure nécessaire. Nous ne vendons jamais vos données.',
      },
      keep: {
        title: 'Combien de temps nous les gardons',
        body: 'Tant que votre compte est ouvert, puis la durée légale pour les données financières. Les messages au support sont gardés un an.',
      },
      rights: {
        title: 'Vos droits',
        body: 'Vous pouvez demander à consulter, corriger ou supprimer vos données et à fermer votre compte. Écrivez-nous depuis la page de contact ; nous répondons sous 30 jours.',
      },
      cookies: {
        title: 'Cookies et stockage',
        body: 'Nous gardons votre connexion et vos réglages d’affichage dans votre navigateur. La déconnexion les efface. Aucun cookie publicitaire.',
      },
      contact: {
        title: 'Contact',
        body: 'Une question sur cette politique ? Utilisez la page de contact et choisissez « Mon compte ».',
      },
    },
  },
};
