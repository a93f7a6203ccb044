import type { Translation } from '../../shared/i18n/namespace';
import type { en } from './en';

/** Etichetele paginilor de grafice în română. */
export const ro: Translation<typeof en> = {
  common: {
    retry: 'Încearcă din nou',
    loadFailed: 'Nu am putut încărca graficele',
    showTable: 'Arată ca tabel',
    showChart: 'Arată graficul',
  },
  loadError: {
    offline:
      'Se pare că nu ești conectat. Serverul nu a putut fi contactat. Verifică conexiunea și încearcă din nou.',
    server:
      'Ceva nu a mers bine la noi. Serverul a răspuns: {{message}}. Încearcă din nou peste câteva momente.',
    other: 'Nu a funcționat. {{message}}',
  },
  gallery: {
    loading: 'Se încarcă graficele…',
    emptyTitle: 'Încă nu sunt cifre',
    emptyText: 'Graficele apar aici după prima lună de cifre a site-ului.',
    month: 'Luna',
    region: 'Regiunea',
    device: 'Dispozitiv',
    share: 'Pondere',
    total: 'Total',
    line: { title: 'Vizite pe canal', subtitle: 'Vizitele din fiecare canal, lună de lună' },
    area: { title: 'Jucători', subtitle: 'Jucători noi și jucători care revin, în fiecare lună' },
    stacked: { title: 'Venituri pe produs', subtitle: 'Venituri lunare, cumulate pe produs' },
    grouped: { title: 'Depuneri pe regiune', subtitle: 'Anul acesta față de anul trecut' },
    donut: { title: 'Dispozitive', subtitle: 'Ponderea sesiunilor pe dispozitiv' },
    mixed: { title: 'Depuneri față de țintă', subtitle: 'Depuneri lunare (bare) și ținta (linie)' },
    series: {
      organic: 'Căutare',
      referral: 'Recomandare',
      social: 'Rețele sociale',
      newPlayers: 'Jucători noi',
      returning: 'Jucători care revin',
      slots: 'Sloturi',
      liveCasino: 'Cazinou live',
      sports: 'Sport',
      thisYear: 'Anul acesta',
      lastYear: 'Anul trecut',
      deposits: 'Depuneri',
      target: 'Ținta',
    },
    regions: { bangkok: 'Bangkok', central: 'Centru', north: 'Nord', northeast: 'Nord-est', south: 'Sud' },
    devices: { mobile: 'Mobil', desktop: 'Desktop', tablet: 'Tabletă' },
  },
  organisation: {
    title: 'Organizație',
    loading: 'Se încarcă organizația…',
    emptyTitle: 'Încă nu este nimeni aici',
    emptyText: 'Persoanele apar aici după primul membru al organizației.',
    hint: 'Fiecare fișă cu o echipă se deschide și se închide cu butonul ei.',
    teamOf: ', echipa lui {{name}}',
    teamSize: '{{count}} în echipă',
    expandAll: 'Extinde tot',
    collapseAll: 'Restrânge tot',
  },
};
