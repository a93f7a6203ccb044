import { describe, expect, it } from 'vitest';

import { chatWire, contactWire } from '../../wire';
import { en } from './locales/en';
import {
  blankPerson,
  emptyPersonForm,
  PERSON_TEXT_MAX,
  personFormSchema,
  personInput,
  personToForm,
  WORK_CONTACT_REQUIRED,
  type Person,
  type PersonFormMessages,
  type PersonFormValues,
} from './personForm';

/** The messages in English, `{{max}}` filled in. */
const messages: PersonFormMessages = {
  ...en.validation,
  textMax: en.validation.textMax.replace('{{max}}', String(PERSON_TEXT_MAX)),
};

/** The contacts app's rules and the chat's (the name alone required). */
const contactRules = personFormSchema(messages, { required: WORK_CONTACT_REQUIRED });
const chatRules = personFormSchema(messages);

const valid: PersonFormValues = {
  ...emptyPersonForm,
  name: 'Nadia Rahman',
  work_email: 'nadia@kiwilabs.example.com',
  work_phone: '+66 (2) 555-0199',
};

const alene: Person = {
  ...blankPerson,
  id: 'u-1',
  name: 'Alene Carter',
  company: 'ABC Pvt Ltd',
  role: 'Sr. Customer Manager',
  work_email: 'alene.carter@abc.example.com',
  work_phone: '+1 380-293-0177',
  location: 'Port Narcos',
  avatar: '/images/avatars/avatar-1.svg',
  status: 'Technical Department',
  birthdayText: 'Happy birthday!',
  online_status: 'do_not_disturb',
  lastMessage: 'Hi',
  unReadChatCount: 2,
};

/** The field and message of the first failing field, or null. */
function problem(values: Partial<PersonFormValues>, schema = contactRules) {
  try {
    schema.validateSync({ ...valid, ...values });
    return null;
  } catch (error) {
    const { path, message } = error as { path?: string; message: string };
    return { path, message };
  }
}

describe('the person form', () => {
  it('accepts a name, a work email and a work phone', () => {
    expect(problem({})).toBeNull();
    expect(problem({ personal_email: '', personal_phone: '' })).toBeNull();
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

  it('requires only the name unless told otherwise, and checks what is given', () => {
    expect(problem({ work_email: '', work_phone: '' }, chatRules)).toBeNull();
    expect(problem({ name: '' }, chatRules)).toEqual({ path: 'name', message: 'Enter the contact’s name' });
    expect(problem({ work_email: 'alene@' }, chatRules)?.path).toBe('work_email');
    expect(problem({ work_phone: '12' }, chatRules)?.message).toBe('A phone number has 7 to 15 digits');
  });

  it('takes a presence among the three', () => {
    expect(problem({ online_status: 'offline' })).toBeNull();
    expect(problem({ online_status: 'away' as PersonFormValues['online_status'] })?.path).toBe(
      'online_status',
    );
  });

  it('trims what is typed', () => {
    expect(contactRules.validateSync({ ...valid, name: '  Nadia  ' }).name).toBe('Nadia');
  });

  it('speaks the messages it is given', () => {
    const schema = personFormSchema({ ...messages, emailInvalid: '!emailInvalid' });
    expect(() => schema.validateSync({ ...valid, work_email: 'x' })).toThrow('!emailInvalid');
  });

  it('starts from the person, or empty and offline to add one', () => {
    expect(personToForm(null)).toEqual(emptyPersonForm);
    expect(personToForm(null).online_status).toBe('offline');
    const form = personToForm(alene);
    expect(form).toMatchObject({ name: 'Alene Carter', online_status: 'do_not_disturb' });
    expect(form).not.toHaveProperty('id');
    expect(form).not.toHaveProperty('lastMessage');
  });

  it('sends the trimmed form; editing, with the id, picture and birthday note kept', () => {
    const added = personInput({ ...valid, name: '  Nadia Rahman ' }, null);
    expect(added).toEqual({ ...valid, name: 'Nadia Rahman', avatar: '', birthdayText: '' });
    const edited = personInput({ ...personToForm(alene), role: ' Head of Support ' }, alene);
    expect(edited).toMatchObject({
      id: 'u-1',
      role: 'Head of Support',
      avatar: alene.avatar,
      birthdayText: alene.birthdayText,
      online_status: 'do_not_disturb',
    });
    expect(edited).not.toHaveProperty('lastMessage');
    expect(edited).not.toHaveProperty('unReadChatCount');
  });

  it('sends what both servers accept', () => {
    for (const body of [personInput(valid, null), personInput(personToForm(alene), alene)]) {
      expect(contactWire.contactInputSchema.isValidSync(body)).toBe(true);
      expect(chatWire.chatRequests.modifyUser.isValidSync(body)).toBe(true);
    }
  });

  it('refuses on the form what the contacts server refuses', () => {
    for (const values of [
      { work_email: 'a@b' },
      { work_phone: '123' },
      { personal_phone: '+1 (555) abc' },
      { work_email: '' },
      { name: 'n'.repeat(101) },
    ]) {
      const body = { ...valid, ...values };
      expect(contactRules.isValidSync(body)).toBe(false);
      expect(contactWire.contactInputSchema.isValidSync(body)).toBe(false);
    }
  });
});
