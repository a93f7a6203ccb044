import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele calendarului în română. */
export const ro: Translation<typeof en> = {
  title: 'Calendar',
  toolbar: {
    label: 'Navigare în calendar',
    today: 'Astăzi',
    previous: 'Înapoi',
    next: 'Înainte',
    views: 'Vizualizare',
    month: 'Lună',
    week: 'Săptămână',
    day: 'Zi',
    list: 'Listă',
    add: 'Adaugă eveniment',
  },
  calendar: {
    label: 'Evenimente',
    loading: 'Se încarcă calendarul…',
    noEvents: 'Niciun eveniment în această perioadă',
    hint: 'Selectați zile sau ore pentru a adăuga un eveniment; trageți un eveniment pentru a-l muta sau marginea lui pentru a-i schimba durata.',
  },
  empty: {
    title: 'Niciun eveniment încă',
    text: 'Selectați zile sau ore, sau folosiți Adaugă eveniment, pentru a-l planifica pe primul.',
  },
  loadFailed: 'Nu am putut încărca calendarul',
  loadError: {
    offline:
      'Se pare că sunteți offline. Serverul nu poate fi contactat. Verificați conexiunea și încercați din nou.',
    server:
      'Ceva nu a mers bine la noi. Serverul a răspuns: {{message}}. Încercați din nou în câteva momente.',
    other: 'Nu a funcționat. {{message}}',
  },
  retry: 'Încercați din nou',
  dialog: {
    addTitle: 'Adaugă eveniment',
    editTitle: 'Editează evenimentul',
    title: 'Titlu',
    description: 'Descriere',
    allDay: 'Toată ziua',
    startDay: 'Data de început',
    startTime: 'Ora de început',
    endDay: 'Data de sfârșit',
    endTime: 'Ora de sfârșit',
    colour: 'Culoare',
    pickDay: 'Alegeți o zi',
    add: 'Adaugă',
    save: 'Salvează',
    delete: 'Șterge',
    cancel: 'Anulează',
  },
  colours: {
    blue: 'Albastru',
    green: 'Verde',
    red: 'Roșu',
    purple: 'Mov',
    teal: 'Turcoaz',
    yellow: 'Galben',
  },
  remove: {
    title: 'Ștergeți evenimentul?',
    text: '„{{title}}” va fi eliminat din calendar.',
    confirm: 'Șterge',
    cancel: 'Păstrează',
  },
  done: {
    added: '„{{title}}” a fost adăugat',
    updated: '„{{title}}” a fost salvat',
    moved: '„{{title}}” a fost mutat',
    deleted: '„{{title}}” a fost șters',
    failed: 'Calendarul nu a fost modificat: {{message}}',
  },
  errors: {
    title: 'Introduceți un titlu',
    titleLength: 'Titlul trebuie să aibă sub 120 de caractere',
    descriptionLength: 'Descrierea trebuie să aibă sub 1.000 de caractere',
    startDay: 'Introduceți data de început',
    startTime: 'Introduceți ora de început',
    endDay: 'Introduceți data de sfârșit',
    endTime: 'Introduceți ora de sfârșit',
    endAfterStart: 'Sfârșitul trebuie să fie după început',
    colour: 'Alegeți o culoare',
  },
};
