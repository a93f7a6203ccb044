import { describe, expect, it } from 'vitest';

import { en } from './locales/en';
import { chatUserFormSchema, chatUserInput, chatUserToForm } from './userForm';
import type { ChatUser } from './types';

const schema = chatUserFormSchema({ ...en.errors, tooLong: 'too long' });

const user: ChatUser = {
  id: 'u-1',
  name: 'Alene Carter',
  company: 'ABC Pvt Ltd',
  role: 'Sr. Customer Manager',
  work_email: 'alene.carter@abc.example.com',
  personal_email: '',
  work_phone: '+1 380-293-0177',
  personal_phone: '',
  location: 'Port Narcos',
  avatar: '/images/avatars/avatar-1.svg',
  status: 'Technical Department',
  birthdayText: 'Happy birthday!',
  online_status: 'available',
  lastMessage: 'Hi',
  unReadChatCount: 2,
};

const errorsOf = (values: object) => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the edit-contact form', () => {
  it('accepts the contact as it is and trims what is typed', () => {
    const form = { ...chatUserToForm(user), name: '  Alene  ' };
    expect(schema.validateSync(form).name).toBe('Alene');
  });

  it('names a missing name, a bad email and a bad phone', () => {
    expect(
      errorsOf({ ...chatUserToForm(user), name: ' ', work_email: 'alene@', personal_phone: '12' }),
    ).toEqual([en.errors.name, en.errors.email, en.errors.phone]);
    expect(errorsOf({ ...chatUserToForm(user), role: 'x'.repeat(101) })).toEqual(['too long']);
    expect(errorsOf({ ...chatUserToForm(user), work_phone: '+66 (2) 123-4567' })).toEqual([]);
  });

  it('sends the id and keeps what the form does not edit', () => {
    const input = chatUserInput(user, { ...chatUserToForm(user), role: 'Head of Support' });
    expect(input).toMatchObject({ id: 'u-1', role: 'Head of Support', avatar: user.avatar });
    expect(input).not.toHaveProperty('lastMessage');
  });
});
