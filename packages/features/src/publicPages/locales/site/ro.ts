import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

export const ro: Translation<typeof en> = {
  frame: {
    siteNav: 'Site',
    home: 'Acasă',
    login: 'Autentificare',
    register: 'Înregistrare',
    language: 'Limbă',
    footerNav: 'Ajutor și informații',
    faqs: 'Întrebări frecvente',
    contactUs: 'Contact',
    privacyPolicy: 'Politica de confidențialitate',
    responsible: 'Pentru jucători de 18 ani și peste. Jucați responsabil.',
    defaultSiteName: 'Player Portal',
  },
  landing: {
    eyebrow: 'Depuneri și retrageri automate, 24 de ore din 24',
    title: 'Toate jocurile preferate, într-un singur cont',
    text: 'Sloturi, cazinou live, sporturi și jocuri de pescuit. Înregistrați-vă într-un minut cu numărul de telefon și contul bancar.',
    register: 'Înregistrați-vă acum',
    login: 'Am deja un cont',
    invited: 'Codul de invitație {{code}} al prietenului dvs. este completat la înregistrare.',
    highlights: 'Noutăți',
    retry: 'Reîncercați',
    games: {
      title: 'Jocuri recomandate',
      text: 'O privire în lobby. Înregistrați-vă pentru a le juca pe toate.',
      empty: 'Niciun joc de afișat acum.',
      error: 'Jocurile nu au putut fi încărcate.',
      slot: 'Sloturi',
      casino: 'Cazinou live',
      sport: 'Sporturi',
      fishing: 'Pescuit',
    },
    promotions: {
      title: 'Promoții',
      text: 'Revendicați una după depunere.',
      empty: 'Nicio promoție acum. Reveniți curând.',
      error: 'Promoțiile nu au putut fi încărcate.',
      bonus: 'Bonus {{percent}}%',
      maxBonus: 'Până la {{amount}}',
      minDeposit: 'Depunere minimă {{amount}}',
      turnover: 'Rulaj de {{times}} ori',
    },
    howTo: {
      title: 'Cum funcționează depunerile și retragerile',
      text: 'Fără chitanțe de așteptat, fără apeluri: soldul se actualizează singur.',
      deposit: {
        title: 'Depunere',
        one: 'Autentificați-vă și deschideți Depunere.',
        two: 'Transferați în contul afișat, din contul bancar înregistrat.',
        three: 'Soldul crește în mai puțin de un minut.',
      },
      withdraw: {
        title: 'Retragere',
        one: 'Deschideți Retragere și introduceți suma.',
        two: 'Plătim doar în contul bancar înregistrat.',
        three: 'Banii ajung în câteva minute, 24 de ore din 24.',
      },
    },
    faq: {
      title: 'Întrebări înainte de a începe?',
      text: 'Depuneri, retrageri, promoții și cont: răspunsurile sunt în întrebările frecvente.',
      link: 'Citiți întrebările frecvente',
      contact: 'Contact',
    },
    cta: {
      title: 'Gata de joc?',
      text: 'Înregistrare gratuită. Prima depunere poate veni cu un bonus.',
    },
  },
};
