import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele aplicației de contacte în română. */
export const ro: Translation<typeof en> = {
  pages: {
    cards: 'Carduri de contacte',
    list: 'Listă de contacte',
  },
  common: {
    view: 'Vezi',
    retry: 'Încearcă din nou',
    close: 'Închide',
    edit: 'Editează',
  },
  loadError: {
    offline:
      'Se pare că nu ești conectat. Serverul nu a putut fi contactat. Verifică conexiunea și încearcă din nou.',
    server: 'Ceva nu a mers la noi. Serverul a răspuns: {{message}}. Încearcă din nou peste puțin timp.',
    other: 'Nu a funcționat. {{message}}',
  },
  contacts: {
    loading: 'Se încarcă contactele…',
    search: 'Caută contacte',
    add: 'Adaugă contact',
    count: '{{count}} contacte',
    directory: 'Contacte',
    letter: 'Contacte la litera {{letter}}',
    emptyTitle: 'Niciun contact încă',
    emptyText: 'Adaugă oamenii cu care lucrezi și găsește-i aici după nume, companie sau e-mail.',
    noMatchTitle: 'Niciun contact nu se potrivește cu „{{query}}”',
    noMatchText: 'Încearcă alt nume, altă companie, alt e-mail sau alt număr.',
    loadFailed: 'Nu am putut încărca contactele',
    viewName: 'Vezi {{name}}',
    editName: 'Editează {{name}}',
    added: '{{name}} a fost adăugat',
    updated: '{{name}} a fost actualizat',
    unread: '{{count}} necitite',
  },
  online: {
    available: 'Disponibil',
    do_not_disturb: 'Nu deranjați',
    offline: 'Deconectat',
  },
  details: {
    work: 'Serviciu',
    personal: 'Personal',
    email: 'E-mail',
    phone: 'Telefon',
    location: 'Locație',
    company: 'Companie',
    status: 'Stare',
    lastMessage: 'Ultimul mesaj',
    notGiven: 'Necompletat',
    sendEmail: 'Scrie-i lui {{name}}',
    call: 'Sună-l pe {{name}}',
  },
};
