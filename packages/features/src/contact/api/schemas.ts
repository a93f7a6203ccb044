/**
 * The contacts' bodies as yup schemas (docs/demo-api.md, "Contacts"). A contact is the spec's chat
 * user/contact entity. The types of types.ts come from here; the mock's fixtures are typed from
 * them, and the mock checks `POST /api/contact/modify` with `contactInputSchema`, the same rules
 * as the add/edit form (shared/person/personForm.ts, the work email and phone required).
 */
import * as yup from 'yup';

import { isEmail, isIntlPhone } from '../../shared/forms/contactDetails';
import { ONLINE_STATUSES, oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

export { ONLINE_STATUSES };

/** Longest name, company, role or location accepted. */
export const CONTACT_TEXT_MAX = 100;

const text = () => yup.string().defined();

/** A contact of the list. */
export const contactSchema = record({
  /** `contact-<n>`, given by the server when the contact is added. */
  id: text(),
  name: text(),
  company: text(),
  role: text(),
  work_email: text(),
  /** Empty when unknown. */
  personal_email: text(),
  work_phone: text(),
  /** Empty when unknown. */
  personal_phone: text(),
  location: text(),
  /** Public path of the picture (`/apps/contact/<file>.svg`); empty: the initials are shown. */
  avatar: text(),
  /** A short status line the contact wrote ("In a meeting until 3"). */
  status: text(),
  lastMessage: text(),
  /** "Birthday today", "Birthday on 12 March", or empty. */
  birthdayText: text(),
  unReadChatCount: yup.number().integer().min(0).required(),
  online_status: oneOf(ONLINE_STATUSES),
});

const optionalText = () => yup.string().trim().max(CONTACT_TEXT_MAX).default('');
const optionalEmail = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('email', 'an email address', (value) => value === '' || isEmail(value));
const optionalPhone = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('phone', 'a phone number', (value) => value === '' || isIntlPhone(value));

/**
 * The body of `POST /api/contact/modify`: the contact's fields; with an `id` it updates that
 * contact, without one it adds a contact. `name`, `work_email` and `work_phone` are required.
 */
export const contactInputSchema = record({
  id: yup.string().trim().optional(),
  name: yup.string().trim().required().max(CONTACT_TEXT_MAX),
  company: optionalText(),
  role: optionalText(),
  work_email: yup
    .string()
    .trim()
    .required()
    .test('email', 'an email address', (value) => isEmail(value)),
  personal_email: optionalEmail(),
  work_phone: yup
    .string()
    .trim()
    .required()
    .test('phone', 'a phone number', (value) => isIntlPhone(value)),
  personal_phone: optionalPhone(),
  location: optionalText(),
  avatar: yup.string().optional(),
  status: optionalText(),
  birthdayText: yup.string().optional(),
  online_status: yup.mixed<(typeof ONLINE_STATUSES)[number]>().oneOf(ONLINE_STATUSES).optional(),
});

export const contactResponses = {
  /** `GET /api/contact/list` and `POST /api/contact/modify`: every contact, in the order added. */
  contacts: record({ contacts: arrayOf(contactSchema) }),
} as const;
