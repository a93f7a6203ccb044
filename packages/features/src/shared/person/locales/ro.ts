import type { Translation } from '../../i18n/namespace';
import type { en } from './en';

/** Etichetele fișei unei persoane în română. */
export const ro: Translation<typeof en> = {
  addTitle: 'Adaugă contact',
  editTitle: 'Editează contactul',
  fields: {
    name: 'Nume',
    company: 'Companie',
    role: 'Funcție',
    work_email: 'E-mail de serviciu',
    personal_email: 'E-mail personal',
    work_phone: 'Telefon de serviciu',
    personal_phone: 'Telefon personal',
    location: 'Locație',
    status: 'Linie de stare',
    online_status: 'Disponibilitate',
  },
  presence: {
    available: 'Disponibil',
    do_not_disturb: 'Nu deranjați',
    offline: 'Deconectat',
  },
  optional: 'Opțional',
  cancel: 'Anulează',
  add: 'Adaugă contactul',
  save: 'Salvează',
  notSaved: 'Contactul nu a fost salvat. {{reason}}',
  requestFailed: 'Ceva nu a mers la noi. Încearcă din nou.',
  validation: {
    nameRequired: 'Introdu numele contactului',
    workEmailRequired: 'Introdu e-mailul de serviciu',
    workPhoneRequired: 'Introdu telefonul de serviciu',
    textMax: 'Sub {{max}} de caractere',
    emailInvalid: 'Introdu o adresă de e-mail validă, de exemplu nume@exemplu.com',
    phoneInvalid: 'Doar cifre, spații și + ( ) . -',
    phoneLength: 'Un număr de telefon are între 7 și 15 cifre',
  },
};
