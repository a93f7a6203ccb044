/**
 * The one form of the spec's "Chat user/contact" (a person of the chat and of the contacts app):
 * what is typed, its validation with messages passed in (the `person` namespace's, in the template
 * locale), and the body of the modify calls (`POST /api/chat/users/modify`,
 * `POST /api/contact/modify`). The email and phone rules are `contactDetails.ts`'s.
 */
import { mixed, object, string, type ObjectSchema, type StringSchema } from 'yup';

import { isEmail, hasPhoneLength, hasPhoneShape } from '../forms/contactDetails';
import { ONLINE_STATUSES } from '../wire/fields';

/** Whether a person can be reached: available, do not disturb, offline. */
export type PersonPresence = (typeof ONLINE_STATUSES)[number];

/** Longest text of a field (the servers' limit on names, companies, roles and places). */
export const PERSON_TEXT_MAX = 100;

/** What the form edits, as typed. */
export interface PersonFormValues {
  name: string;
  company: string;
  role: string;
  work_email: string;
  personal_email: string;
  work_phone: string;
  personal_phone: string;
  location: string;
  /** A short line under the name (team or mood). */
  status: string;
  online_status: PersonPresence;
}

/** A text field of the form. */
export type PersonTextField = Exclude<keyof PersonFormValues, 'online_status'>;

/** The fields a caller may require besides the name (the contacts app requires both). */
export type PersonRequirable = 'work_email' | 'work_phone';

/** The contacts app's rule: a work email and a work phone besides the name. */
export const WORK_CONTACT_REQUIRED: readonly PersonRequirable[] = ['work_email', 'work_phone'];

/** The spec's chat user/contact, whole: what the chat and the contacts app both read. */
export interface Person extends PersonFormValues {
  id: string;
  /** Public path of the picture; empty: the initials are shown. */
  avatar: string;
  lastMessage: string;
  birthdayText: string;
  unReadChatCount: number;
}

/** The body of a modify call: the form, the picture and birthday note kept, `id` when editing. */
export interface PersonInput extends PersonFormValues {
  id?: string;
  avatar: string;
  birthdayText: string;
}

/** The form's messages, in the caller's locale (`{{max}}` already filled in). */
export interface PersonFormMessages {
  nameRequired: string;
  workEmailRequired: string;
  workPhoneRequired: string;
  textMax: string;
  emailInvalid: string;
  phoneInvalid: string;
  phoneLength: string;
}

/** What the form asks for besides its fixed rules. */
export interface PersonFormRules {
  /** Fields that must be filled besides the name; the others are checked only when given. */
  required?: readonly PersonRequirable[];
}

/**
 * Validation of the form: a name, and the `required` fields; an email and a phone number checked
 * when given (the shape, then 7 to 15 digits); every text trimmed and at most PERSON_TEXT_MAX long.
 */
export function personFormSchema(
  messages: PersonFormMessages,
  { required = [] }: PersonFormRules = {},
): ObjectSchema<PersonFormValues> {
  const text = () => string().defined().trim().max(PERSON_TEXT_MAX, messages.textMax);
  const needed = (field: PersonRequirable, schema: StringSchema<string>, message: string) =>
    required.includes(field) ? schema.required(message) : schema;
  const email = () => text().test('email', messages.emailInvalid, (value) => value === '' || isEmail(value));
  const phone = () =>
    text()
      .test('phone', messages.phoneInvalid, (value) => value === '' || hasPhoneShape(value))
      .test(
        'phone-length',
        messages.phoneLength,
        (value) => value === '' || !hasPhoneShape(value) || hasPhoneLength(value),
      );
  return object({
    name: text().required(messages.nameRequired),
    company: text(),
    role: text(),
    work_email: needed('work_email', email(), messages.workEmailRequired),
    personal_email: email(),
    work_phone: needed('work_phone', phone(), messages.workPhoneRequired),
    personal_phone: phone(),
    location: text(),
    status: text(),
    online_status: mixed<PersonPresence>().oneOf(ONLINE_STATUSES).defined(),
  });
}

/** An empty form (adding a person): offline until said otherwise, as the servers add one. */
export const emptyPersonForm: PersonFormValues = {
  name: '',
  company: '',
  role: '',
  work_email: '',
  personal_email: '',
  work_phone: '',
  personal_phone: '',
  location: '',
  status: '',
  online_status: 'offline',
};

/** A person with nothing filled in, available: what stories and tests build people from. */
export const blankPerson: Omit<Person, 'id' | 'name'> = {
  ...emptyPersonForm,
  online_status: 'available',
  avatar: '',
  lastMessage: '',
  birthdayText: '',
  unReadChatCount: 0,
};

/** The form's starting values: the person's, or empty to add one. */
export function personToForm(person: Person | null): PersonFormValues {
  if (!person) return emptyPersonForm;
  const { name, company, role, work_email, personal_email, work_phone, personal_phone, location, status } =
    person;
  return {
    name,
    company,
    role,
    work_email,
    personal_email,
    work_phone,
    personal_phone,
    location,
    status,
    online_status: person.online_status,
  };
}

/**
 * The body of the modify call: the trimmed form; editing, the person's `id`, picture and birthday
 * note (which the form does not edit); adding, none of them.
 */
export function personInput(values: PersonFormValues, person: Person | null): PersonInput {
  const trimmed = { ...values };
  for (const field of Object.keys(trimmed) as (keyof PersonFormValues)[]) {
    if (field !== 'online_status') trimmed[field] = trimmed[field].trim();
  }
  if (!person) return { ...trimmed, avatar: '', birthdayText: '' };
  return { ...trimmed, id: person.id, avatar: person.avatar, birthdayText: person.birthdayText };
}
