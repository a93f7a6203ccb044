import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele paginilor de widgeturi în română. */
export const ro: Translation<typeof en> = {
  common: {
    retry: 'Încearcă din nou',
    loadFailed: 'Nu am putut încărca widgeturile',
    showTable: 'Arată ca tabel',
    showChart: 'Arată graficul',
  },
  loadError: {
    offline:
      'Se pare că ești offline. Serverul nu a putut fi contactat. Verifică-ți conexiunea și încearcă din nou.',
    server: 'Ceva nu a mers bine la noi. Serverul a răspuns: {{message}}. Încearcă din nou peste puțin timp.',
    other: 'Nu a funcționat. {{message}}',
  },
  statistics: {
    title: 'Statistici',
    loading: 'Se încarcă statisticile…',
    emptyTitle: 'Încă nu există statistici',
    emptyText: 'Cifrele apar aici după primele vizite și comenzi ale magazinului.',
    up: 'Creștere de {{change}}',
    down: 'Scădere de {{change}}',
    vsLast: 'față de luna trecută',
    stat: {
      revenue: 'Venituri',
      orders: 'Comenzi',
      customers: 'Clienți',
      conversion: 'Rată de conversie',
      pageViews: 'Vizualizări de pagină',
      downloads: 'Descărcări',
      tasks: 'Sarcini finalizate',
      refunds: 'Rambursări',
    },
  },
  data: {
    loading: 'Se încarcă widgeturile…',
    emptyText: 'Nimic de afișat încă.',
    tasks: {
      title: 'Sarcini',
      due: 'Termen: {{date}}',
      progress: '{{percent}} realizat',
      status: { todo: 'De făcut', inProgress: 'În lucru', done: 'Finalizată' },
    },
    todo: {
      title: 'Listă de sarcini',
      newItem: 'Sarcină nouă',
      add: 'Adaugă',
      remaining: '{{count}} din {{total}} rămase',
      delete: 'Șterge „{{text}}”',
      empty: 'Totul e gata. Adaugă o sarcină mai sus.',
      required: 'Scrie mai întâi sarcina',
      tooLong: 'Cel mult {{max}} de caractere',
    },
    messages: { title: 'Ultimele mesaje' },
    team: {
      title: 'Membrii echipei',
      presence: { available: 'Disponibil', do_not_disturb: 'Nu deranjați', offline: 'Offline' },
    },
    activity: { title: 'Activitatea utilizatorilor' },
    customers: {
      title: 'Clienți noi',
      orders: 'Comenzi: {{count}}',
      joined: 'Înscris {{when}}',
    },
    sales: {
      title: 'Vânzări de produse',
      product: 'Produs',
      category: 'Categorie',
      sold: 'Vândute',
      price: 'Preț',
      change: 'Variație',
      search: 'Caută produse',
    },
    feeds: {
      title: 'Noutăți',
      kind: { order: 'Comandă', user: 'Client', comment: 'Recenzie', payment: 'Plată', server: 'Server' },
    },
  },
  chart: {
    loading: 'Se încarcă graficele…',
    emptyTitle: 'Încă nu există cifre',
    emptyText: 'Graficele se completează după primele vânzări.',
    revenue: { title: 'Venituri', total: 'Total anul acesta', month: 'Luna' },
    marketShare: { title: 'Cotă de piață', platform: 'Platformă', share: 'Cotă' },
    categories: { title: 'Vânzări pe categorii', category: 'Categorie', sales: 'Vânzări' },
    growth: {
      title: 'Creștere totală',
      period: 'Perioadă',
      total: 'Total pe perioadă',
      time: 'Moment',
      periods: { today: 'Azi', month: 'Luna aceasta', year: 'Anul acesta' },
    },
    series: {
      online: 'Online',
      store: 'În magazin',
      investment: 'Investiții',
      loss: 'Pierderi',
      profit: 'Profit',
      maintenance: 'Întreținere',
    },
    platform: { web: 'Web', android: 'Android', ios: 'iOS', desktop: 'Desktop' },
    category: {
      fashion: 'Modă',
      electronics: 'Electronice',
      books: 'Cărți',
      toys: 'Jucării',
      kitchen: 'Bucătărie',
    },
  },
};
