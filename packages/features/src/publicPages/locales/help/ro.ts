import type { Translation } from '../../../shared/i18n/namespace';
import type { en } from './en';

export const ro: Translation<typeof en> = {
  contact: {
    title: 'Contact',
    text: 'Scrieți-ne despre orice: răspundem în cel mult o oră, 24 de ore din 24.',
    formTitle: 'Trimiteți-ne un mesaj',
    name: 'Numele dvs.',
    phone: 'Număr de telefon',
    phoneHint: '10 cifre, de ex. 0812345678',
    email: 'E-mail (opțional)',
    topic: 'Subiect',
    topics: {
      deposit: 'Depuneri',
      withdraw: 'Retrageri',
      promotion: 'Promoții',
      account: 'Contul meu',
      other: 'Altceva',
    },
    message: 'Mesaj',
    messageHint: 'Cel puțin 10 caractere. Nu scrieți niciodată parola.',
    send: 'Trimiteți mesajul',
    sentTitle: 'Mesaj trimis',
    sentText:
      'Vă mulțumim. Echipa noastră vă va suna sau vă va scrie în curând. Referința dvs. este {{reference}}.',
    another: 'Trimiteți alt mesaj',
    otherWays: 'Alte moduri de a ne contacta',
    line: 'LINE',
    call: 'Telefon',
    hours: 'Deschis 24 de ore, în fiecare zi',
    faqLink: 'Majoritatea răspunsurilor sunt deja în întrebările frecvente',
  },
  faqs: {
    title: 'Întrebări frecvente',
    text: 'Depuneri, retrageri, promoții și contul dvs.',
    search: 'Căutați în întrebări',
    count: '{{count}} întrebări',
    emptyTitle: 'Nicio întrebare nu corespunde cu „{{query}}”',
    emptyText: 'Încercați alt cuvânt sau întrebați-ne direct.',
    clear: 'Ștergeți căutarea',
    stillStuck: 'Nu ați găsit răspunsul?',
    contact: 'Contact',
    topics: {
      deposit: 'Depuneri',
      withdraw: 'Retrageri',
      promotion: 'Promoții',
      account: 'Cont',
    },
    items: {
      depositHow: {
        q: 'Cum depun?',
        a: 'Autentificați-vă, deschideți Depunere și transferați în contul afișat din contul bancar înregistrat. Soldul se actualizează singur în mai puțin de un minut.',
      },
      depositMissing: {
        q: 'Depunerea nu a ajuns. Ce fac?',
        a: 'Verificați că ați transferat din contul înregistrat. Dacă soldul nu s-a schimbat după cinci minute, contactați-ne cu ora și suma.',
      },
      withdrawHow: {
        q: 'Cum retrag?',
        a: 'Deschideți Retragere și introduceți suma. Plătim doar în contul bancar înregistrat, de obicei în câteva minute.',
      },
      withdrawLimits: {
        q: 'Există un minim sau o limită de retragere?',
        a: 'Retragerea minimă este de 300 de baht. Limita zilnică și numărul de retrageri pe zi sunt afișate pe pagina Retragere.',
      },
      promotionClaim: {
        q: 'Cum primesc o promoție?',
        a: 'După o depunere, deschideți Promoții și revendicați-o pe cea dorită. Bonusul este adăugat imediat la sold.',
      },
      promotionTurnover: {
        q: 'Ce înseamnă rulajul?',
        a: 'Rulajul este suma de jucat înainte de a putea retrage un bonus: un rulaj de 10 ori pe 100 de baht înseamnă 1.000 de baht jucați.',
      },
      accountRegister: {
        q: 'De ce am nevoie pentru înregistrare?',
        a: 'Un număr de mobil thailandez, o parolă și un cont bancar pe numele dvs. Retragerile merg doar în acel cont.',
      },
      accountPassword: {
        q: 'Mi-am uitat parola.',
        a: 'Folosiți „Am uitat parola” pe pagina de autentificare sau contactați-ne de pe numărul înregistrat: nu vă cerem niciodată parola.',
      },
    },
  },
  privacy: {
    title: 'Politica de confidențialitate',
    updated: 'Ultima actualizare: 25 noiembrie 2026',
    intro: 'Această politică explică ce colectăm despre dvs., de ce și ce ne puteți cere.',
    contents: 'Cuprins',
    sections: {
      collect: {
        title: 'Ce colectăm',
        body: 'Numărul de telefon, contul bancar (banca, numărul și titularul), depunerile, retragerile și jocurile dvs., precum și dispozitivul și browserul folosite.',
      },
      use: {
        title: 'Cum le folosim',
        body: 'Pentru a deschide și proteja contul, a plăti retragerile în contul dvs., a acorda promoțiile revendicate și a vă răspunde.',
      },
      share: {
        title: 'Cu cine le împărtășim',
        body: 'Doar cu băncile care transferă banii și cu furnizorii jocurilor pe care le jucați, cât este necesar. Nu vindem niciodată datele dvs.',
      },
      keep: {
        title: 'Cât timp le păstrăm',
        body: 'Cât timp contul este deschis, apoi cât cere legea pentru datele financiare. Mesajele către suport se păstrează un an.',
      },
      rights: {
        title: 'Drepturile dvs.',
        body: 'Puteți cere să vedeți, să corectați sau să ștergeți datele și să închideți contul. Scrieți-ne din pagina de contact; răspundem în 30 de zile.',
      },
      cookies: {
        title: 'Cookie-uri și stocare',
        body: 'Păstrăm autentificarea și setările de afișare în browser. Deconectarea le șterge. Nu folosim cookie-uri publicitare.',
      },
      contact: {
        title: 'Contact',
        body: 'Întrebări despre această politică? Folosiți pagina de contact și alegeți „Contul meu”.',
      },
    },
  },
};
