/**
 * The contacts' bodies as yup schemas (docs/demo-api.md, "Contacts"). A contact is the spec's chat
 * user/contact entity. The types of types.ts come from here; the mock's fixtures are typed from
 * them, and the mock checks `POST /api/contact/modify` with `contactInputSchema`, the same rules
 * as the add/edit form (contactForm.ts).
 */
import * as yup from 'yup';

import { oneOf } from '../../shared/wire/fields';
import { arrayOf, record } from '../../shared/wire/read';

/** Whether a contact can be reached now. */
export const ONLINE_STATUSES = ['available', 'do_not_disturb', 'offline'] as const;

/** Longest name, company, role or location accepted. */
export const CONTACT_TEXT_MAX = 100;
/** An email address: something, `@`, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people type it: digits, spaces, `+ ( ) . -`. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
/** Digits a phone number has, at least and at most (E.164 stops at 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** True for a phone number of the accepted shape and length. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

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
    .test('email', 'an email address', (value) => value === '' || EMAIL_PATTERN.test(value));
const optionalPhone = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('phone', 'a phone number', (value) => value === '' || isPhone(value));

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
    .test('email', 'an email address', (value) => EMAIL_PATTERN.test(value)),
  personal_email: optionalEmail(),
  work_phone: yup
    .string()
    .trim()
    .required()
    .test('phone', 'a phone number', (value) => isPhone(value)),
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
