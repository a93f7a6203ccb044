import { describe, expect, it } from 'vitest';

import { detailsFormSchema, passwordFormSchema } from './accountForms';

const details = detailsFormSchema({
  nameRequired: 'name required',
  emailRequired: 'email required',
  emailInvalid: 'email invalid',
  phoneInvalid: 'phone invalid',
  phoneLength: 'phone length',
  textMax: (max) => `max ${max}`,
  birthdayInvalid: 'birthday invalid',
});
const password = passwordFormSchema({
  required: 'required',
  tooShort: (min) => `min ${min}`,
  tooLong: (max) => `max ${max}`,
  confirmRequired: 'confirm required',
  differ: 'differ',
});

const errorsOf = (schema: typeof details | typeof password, value: unknown) => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const valid = { name: 'Anong', email: 'anong@example.com', phone: '', location: '', birthday: '', about: '' };

describe('personal details', () => {
  it('needs a name and a valid email; the rest may be empty', () => {
    expect(errorsOf(details, valid)).toEqual([]);
    expect(errorsOf(details, { ...valid, name: '  ', email: '' })).toEqual([
      'name required',
      'email required',
    ]);
    expect(errorsOf(details, { ...valid, email: 'anong@' })).toEqual(['email invalid']);
  });

  it('checks a phone and a birthday when given', () => {
    expect(errorsOf(details, { ...valid, phone: '02-ABC' })).toEqual(['phone invalid']);
    expect(errorsOf(details, { ...valid, phone: '123' })).toEqual(['phone length']);
    expect(errorsOf(details, { ...valid, phone: '+66 81 555 0101', birthday: '1994-05-12' })).toEqual([]);
    expect(errorsOf(details, { ...valid, birthday: '12/05/1994' })).toEqual(['birthday invalid']);
  });
});

describe('password change', () => {
  it('needs the current password, 6 to 50 characters, and the same again', () => {
    expect(errorsOf(password, { current: '', password: '', confirm: '' })).toEqual(
      expect.arrayContaining(['required', 'confirm required']),
    );
    expect(errorsOf(password, { current: 'x', password: 'abc', confirm: 'abd' })).toEqual([
      'min 6',
      'differ',
    ]);
    expect(errorsOf(password, { current: 'x', password: 'Abcdef1!', confirm: 'Abcdef1!' })).toEqual([]);
  });
});
