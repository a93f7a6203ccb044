import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele paginilor de tabele în română. */
export const ro: Translation<typeof en> = {
  pages: {
    basic: 'Tabel simplu',
    dense: 'Tabel compact',
    enhanced: 'Tabel avansat',
    data: 'Grila de date MUI X',
    customized: 'Tabel personalizat',
    stickyHeader: 'Antet fix',
    collapse: 'Tabel pliabil',
  },
  columns: {
    name: 'Nume',
    email: 'E-mail',
    country: 'Țară',
    role: 'Rol',
    status: 'Stare',
    orders: 'Comenzi',
    spent: 'Cheltuit',
    progress: 'Profil',
    joined: 'Înscris',
    day: 'Ziua',
    order: 'Comanda',
    items: 'Articole',
    amount: 'Sumă',
  },
  status: { active: 'Activ', pending: 'În așteptare', blocked: 'Blocat' },
  role: { admin: 'Admin', editor: 'Editor', viewer: 'Cititor' },
  tables: {
    members: 'Membri',
    search: 'Caută membri',
    manyRows: '10.000 de rânduri',
    densePadding: 'Rânduri compacte',
    count: '{{count}} membri',
    emptyTitle: 'Încă niciun membru',
    emptyText: 'Membrii care se alătură magazinului apar aici.',
    progressOf: 'Profil completat {{value}}%',
  },
  basic: {
    intro: 'Un tabel simplu: un antet, rânduri și coloane sortabile, toate rândurile pe o pagină.',
  },
  dense: {
    intro: 'Același tabel cu rânduri compacte: încap mai multe pe ecran.',
  },
  enhanced: {
    intro: 'Bifați rânduri, sortați după o coloană, răsfoiți paginile, ștergeți selecția.',
    delete: 'Șterge',
    deleteTitle: 'Ștergeți {{count}} membri?',
    deleteText: 'Membrii selectați vor fi scoși din listă. Puteți anula câteva secunde.',
    deleted: '{{count}} membri șterși',
    undo: 'Anulează',
    cancel: 'Renunță',
  },
  customized: {
    intro: 'Celule cu etichete de stare, avatare și bare de progres, un antet colorat și rânduri alternante.',
  },
  sticky: {
    intro: 'Antetul rămâne vizibil cât timp rândurile derulează într-o înălțime fixă.',
  },
  collapse: {
    intro: 'Deschideți un rând pentru a vedea ultimele comenzi ale membrului.',
    history: 'Comenzile lui {{name}}',
  },
  grid: {
    intro:
      'MUI X Data Grid: sortați, filtrați din meniul coloanei și trageți marginea unei coloane pentru a o redimensiona.',
    loading: 'Se încarcă grila…',
  },
};
