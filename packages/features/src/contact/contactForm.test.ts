import { describe, expect, it } from 'vitest';

import { contactWire } from '../wire';
import {
  contactFormSchema,
  contactToForm,
  emptyContactForm,
  formToInput,
  type ContactFormValues,
  type ContactSay,
} from './contactForm';
import { en } from './locales/en';

/** The messages in English, `{{max}}` filled in. */
const sayInEnglish: ContactSay = (key, values = {}) =>
  en.validation[key].replace(/{{(\w+)}}/g, (_match, name: string) => String(values[name] ?? ''));

const valid: ContactFormValues = {
  ...emptyContactForm,
  name: 'Nadia Rahman',
  work_email: 'nadia@kiwilabs.example.com',
  work_phone: '+66 (2) 555-0199',
};

/** The message of the first failing field, or null. */
function problem(values: Partial<ContactFormValues>): { path?: string; message: string } | null {
  try {
    contactFormSchema(sayInEnglish).validateSync({ ...valid, ...values });
    return null;
  } catch (error) {
    const { path, message } = error as { path?: string; message: string };
    return { path, message };
  }
}

describe('contact form', () => {
  it('accepts a name, a work email and a work phone', () => {
    expect(problem({})).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'name', 'Enter the contact’s name'],
    [{ name: 'x'.repeat(101) }, 'name', 'Keep it under 100 characters'],
    [{ work_email: '' }, 'work_email', 'Enter the work email'],
    [{ work_email: 'nadia@kiwi' }, 'work_email', 'Enter a valid email address, like name@example.com'],
    [
      { personal_email: 'nadia at home' },
      'personal_email',
      'Enter a valid email address, like name@example.com',
    ],
    [{ work_phone: '' }, 'work_phone', 'Enter the work phone number'],
    [{ work_phone: '02-555-ABC' }, 'work_phone', 'Use digits, spaces and + ( ) . - only'],
    [{ personal_phone: '123 45' }, 'personal_phone', 'A phone number has 7 to 15 digits'],
    [{ personal_phone: '1234567890123456' }, 'personal_phone', 'A phone number has 7 to 15 digits'],
    [{ company: 'c'.repeat(101) }, 'company', 'Keep it under 100 characters'],
  ])('refuses %o at %s', (values, path, message) => {
    expect(problem(values)).toEqual({ path, message });
  });

  it('leaves the optional emails and phones empty', () => {
    expect(problem({ personal_email: '', personal_phone: '' })).toBeNull();
  });

  it('speaks the messages it is given', () => {
    const schema = contactFormSchema((key) => `!${key}`);
    expect(() => schema.validateSync({ ...valid, work_email: 'x' })).toThrow('!emailInvalid');
  });

  it('sends the trimmed form, with the id when editing, and the mock accepts it', () => {
    const added = formToInput({ ...valid, name: '  Nadia Rahman ' }, null);
    expect(added).toEqual({ ...valid, name: 'Nadia Rahman' });
    expect(contactWire.contactInputSchema.isValidSync(added)).toBe(true);
    const contact = {
      ...valid,
      id: 'contact-3',
      avatar: '',
      lastMessage: '',
      birthdayText: '',
      unReadChatCount: 0,
      online_status: 'offline' as const,
    };
    expect(contactToForm(contact)).toEqual(valid);
    expect(formToInput(contactToForm(contact), contact)).toEqual({ ...valid, id: 'contact-3' });
    expect(contactToForm(null)).toEqual(emptyContactForm);
  });

  it('refuses on the form what the server refuses', () => {
    for (const values of [{ work_email: 'a@b' }, { work_phone: '123' }, { personal_phone: '+1 (555) abc' }]) {
      const body = { ...valid, ...values };
      expect(contactFormSchema(sayInEnglish).isValidSync(body)).toBe(false);
      expect(contactWire.contactInputSchema.isValidSync(body)).toBe(false);
    }
  });
});
