import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele chatului în română. */
export const ro: Translation<typeof en> = {
  pages: { chat: 'Chat' },
  common: {
    retry: 'Încearcă din nou',
    close: 'Închide',
    edit: 'Editează',
  },
  loadError: {
    offline:
      'Se pare că nu ești conectat. Serverul nu a putut fi contactat. Verifică conexiunea și încearcă din nou.',
    server: 'Ceva nu a mers bine la noi. Serverul a răspuns: {{message}}. Încearcă din nou peste puțin timp.',
    other: 'Nu a funcționat. {{message}}',
  },
  presence: { available: 'Disponibil', do_not_disturb: 'Nu deranjați', offline: 'Deconectat' },
  contacts: {
    label: 'Contacte',
    search: 'Caută contacte',
    loading: 'Se încarcă contactele',
    unread: '{{count}} necitite',
    noMessages: 'Niciun mesaj încă',
    emptyTitle: 'Niciun contact încă',
    emptyText: 'Persoanele cu care poți vorbi apar aici.',
    noMatchTitle: 'Nu am găsit pe nimeni',
    noMatchText: 'Niciun contact nu se potrivește cu „{{query}}”.',
    loadFailed: 'Nu am putut încărca contactele',
  },
  conversation: {
    label: 'Mesaje cu {{name}}',
    back: 'Înapoi la contacte',
    details: 'Detaliile lui {{name}}',
    loading: 'Se încarcă conversația',
    emptyTitle: 'Niciun mesaj încă',
    emptyText: 'Salută-l pe {{name}}.',
    loadFailed: 'Nu am putut încărca această conversație',
    choose: 'Alege un contact pentru a începe o conversație.',
    fromYou: 'Tu',
  },
  composer: {
    label: 'Mesaj către {{name}}',
    placeholder: 'Scrie un mesaj',
    hint: 'Enter trimite, Shift+Enter începe un rând nou.',
    send: 'Trimite',
    failed: 'Mesajul nu a fost trimis. {{reason}}',
  },
  details: {
    title: 'Detalii contact',
    company: 'Companie',
    workEmail: 'E-mail de serviciu',
    personalEmail: 'E-mail personal',
    workPhone: 'Telefon de serviciu',
    personalPhone: 'Telefon personal',
    location: 'Locație',
    team: 'Echipă',
    birthday: 'Mesaj de ziua de naștere',
    presence: 'Stare',
    loadFailed: 'Nu am putut încărca acest contact',
  },
  edit: {
    saved: '{{name}} a fost actualizat',
  },
};
