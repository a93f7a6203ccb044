import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

export const ro: Translation<typeof en> = {
  home: 'Înapoi la pagina principală',
  error: {
    title: 'Pagina nu a fost găsită',
    text: 'Pagina pe care o căutați a fost mutată, ștearsă sau redenumită, sau nu a existat niciodată.',
  },
  countdown: {
    label: 'Timp rămas până la deschidere',
    days: 'Zile',
    hours: 'Ore',
    minutes: 'Minute',
    seconds: 'Secunde',
    opensOn: 'Se deschide pe {{date}}',
    open: 'Suntem deschiși!',
    openText: 'Așteptarea s-a încheiat: intrați și jucați.',
  },
  comingSoon1: {
    title: 'În curând',
    text: 'Un nou spațiu pentru jucătorii noștri este aproape gata: depuneri mai rapide, promoții noi și mai multe jocuri.',
  },
  comingSoon2: {
    eyebrow: 'Aproape gata',
    title: 'Ceva nou este pe drum',
    text: 'Facem ultimele retușuri noului site. Notați data: se deschide pentru toți jucătorii deodată.',
    features: {
      speed: 'Depuneri și retrageri în câteva secunde',
      rewards: 'Cashback săptămânal și roata norocului zilnică',
      mobile: 'Toate jocurile pe telefon',
    },
  },
  underConstruction: {
    title: 'În construcție',
    text: 'Această parte a site-ului este în reconstrucție. Revenim în curând; vă mulțumim pentru răbdare.',
  },
};
