import type { Translation } from '../../i18n/namespace';
import type { en } from './en';

/** Les libellés de la fiche d’une personne en français. */
export const fr: Translation<typeof en> = {
  addTitle: 'Ajouter un contact',
  editTitle: 'Modifier le contact',
  fields: {
    name: 'Nom',
    company: 'Entreprise',
    role: 'Fonction',
    work_email: 'E-mail professionnel',
    personal_email: 'E-mail personnel',
    work_phone: 'Téléphone professionnel',
    personal_phone: 'Téléphone personnel',
    location: 'Lieu',
    status: 'Ligne de statut',
    online_status: 'Disponibilité',
  },
  presence: {
    available: 'Disponible',
    do_not_disturb: 'Ne pas déranger',
    offline: 'Hors ligne',
  },
  optional: 'Facultatif',
  cancel: 'Annuler',
  add: 'Ajouter le contact',
  save: 'Enregistrer',
  notSaved: 'Le contact n’a pas été enregistré. {{reason}}',
  requestFailed: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  validation: {
    nameRequired: 'Saisissez le nom du contact',
    workEmailRequired: 'Saisissez l’e-mail professionnel',
    workPhoneRequired: 'Saisissez le téléphone professionnel',
    textMax: 'Moins de {{max}} caractères',
    emailInvalid: 'Saisissez une adresse e-mail valide, comme nom@exemple.com',
    phoneInvalid: 'Uniquement des chiffres, des espaces et + ( ) . -',
    phoneLength: 'Un numéro de téléphone compte de 7 à 15 chiffres',
  },
};
