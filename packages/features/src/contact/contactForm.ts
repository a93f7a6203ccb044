/**
 * The add/edit contact form: what is typed and its validation, the same rules the mock applies to
 * `POST /api/contact/modify` (api/schemas.ts), with messages in the template locale.
 */
import { object, string, type ObjectSchema } from 'yup';

import { EMAIL_PATTERN, hasPhoneLength, hasPhoneShape } from '../shared/forms/contactDetails';
import { CONTACT_TEXT_MAX } from './api/schemas';
import type { en } from './locales/en';
import type { Contact, ContactInput } from './types';

/** What the form edits, as typed. */
export interface ContactFormValues {
  name: string;
  company: string;
  role: string;
  work_email: string;
  personal_email: string;
  work_phone: string;
  personal_phone: string;
  location: string;
  status: string;
}

/** A validation message by its key in `validation`, with `{{max}}` filled in. */
export type ContactSay = (key: keyof typeof en.validation, values?: Record<string, number>) => string;

/** Validation of the form: name, work email and work phone required; the others checked when given. */
export function contactFormSchema(say: ContactSay): ObjectSchema<ContactFormValues> {
  const max = say('textMax', { max: CONTACT_TEXT_MAX });
  const optional = () => string().defined().trim().max(CONTACT_TEXT_MAX, max);
  const email = () =>
    string()
      .defined()
      .trim()
      .matches(EMAIL_PATTERN, { message: say('emailInvalid'), excludeEmptyString: true });
  const phone = () =>
    string()
      .defined()
      .trim()
      .test('phone', say('phoneInvalid'), (value) => value === '' || hasPhoneShape(value))
      .test(
        'phone-length',
        say('phoneLength'),
        (value) => value === '' || !hasPhoneShape(value) || hasPhoneLength(value),
      );
  return object({
    name: string().defined().trim().required(say('nameRequired')).max(CONTACT_TEXT_MAX, max),
    company: optional(),
    role: optional(),
    work_email: email().required(say('emailRequired')),
    personal_email: email(),
    work_phone: phone().required(say('phoneRequired')),
    personal_phone: phone(),
    location: optional(),
    status: optional(),
  });
}

/** An empty form (adding a contact). */
export const emptyContactForm: ContactFormValues = {
  name: '',
  company: '',
  role: '',
  work_email: '',
  personal_email: '',
  work_phone: '',
  personal_phone: '',
  location: '',
  status: '',
};

/** A contact with nothing filled in but its status: what the stories and tests start from. */
export const blankContact: Omit<Contact, 'id' | 'name'> = {
  ...emptyContactForm,
  avatar: '',
  lastMessage: '',
  birthdayText: '',
  unReadChatCount: 0,
  online_status: 'available',
};

/** The form's starting values: the contact's, or empty to add one. */
export function contactToForm(contact: Contact | null): ContactFormValues {
  if (!contact) return emptyContactForm;
  const { name, company, role, work_email, personal_email, work_phone, personal_phone, location, status } =
    contact;
  return { name, company, role, work_email, personal_email, work_phone, personal_phone, location, status };
}

/** The body of the modify call: the trimmed form, with the contact's `id` when editing one. */
export function formToInput(values: ContactFormValues, contact: Contact | null): ContactInput {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as unknown as ContactFormValues;
  return contact ? { ...trimmed, id: contact.id } : trimmed;
}
