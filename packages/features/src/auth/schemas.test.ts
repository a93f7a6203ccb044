import { describe, expect, it } from 'vitest';
import type { ObjectSchema, AnyObject } from 'yup';

import { formMessages, PASSWORD_MAX, PASSWORD_MIN } from '../shared/forms';
import {
  emptyLoginValues,
  emptyRegisterValues,
  forgotSchema,
  isLoginUsername,
  loginSchema,
  normalizeUsername,
  registerSchema,
  type RegisterValues,
} from './schemas';

const messages = {
  phoneRequired: formMessages.phone.required,
  phoneInvalid: formMessages.phone.invalid,
  passwordRequired: formMessages.password.required,
  passwordTooShort: formMessages.password.tooShort(PASSWORD_MIN),
  passwordTooLong: formMessages.password.tooLong(PASSWORD_MAX),
  confirmRequired: formMessages.password.confirmRequired,
  passwordsDiffer: formMessages.password.differ,
  bankRequired: formMessages.bank.required,
  bookNumberRequired: formMessages.bank.numberRequired,
  bookNumberInvalid: formMessages.bank.numberInvalid,
  bookNameRequired: formMessages.bank.nameRequired,
  bookNameInvalid: formMessages.bank.nameInvalid,
  inviterInvalid: formMessages.inviterInvalid,
};

/** The first message a schema reports per field, as the form shows it (empty when valid). */
async function errorsOf<T extends AnyObject>(
  schema: ObjectSchema<T>,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    const byField: Record<string, string> = {};
    for (const issue of inner) byField[issue.path ?? ''] ??= issue.message;
    return byField;
  }
}

const validRegistration: RegisterValues = {
  username: '0861112222',
  password: 'secret1',
  confirmPassword: 'secret1',
  bank_name: 'KBANK',
  book_number: '1234567890',
  book_name: 'มานี มีนา',
  inviterID: '',
};

describe('login usernames', () => {
  it('treats phone-looking usernames as phones and trims the others', () => {
    expect(normalizeUsername('081-234-5678')).toBe('0812345678');
    expect(normalizeUsername('  admin ')).toBe('admin');
  });

  it('accepts a phone number or a plain staff username at login', () => {
    expect(isLoginUsername('0812345678')).toBe(true);
    expect(isLoginUsername('admin')).toBe(true);
    expect(isLoginUsername('agent007')).toBe(true);
    expect(isLoginUsername('08123')).toBe(false);
    expect(isLoginUsername('1812345678')).toBe(false);
    expect(isLoginUsername('ab')).toBe(false);
    expect(isLoginUsername('admin user')).toBe(false);
    expect(isLoginUsername('a'.repeat(21))).toBe(false);
  });
});

describe('loginSchema', () => {
  it('never blocks the demo accounts', async () => {
    for (const values of [
      { username: '0812345678', password: 'demo1234' },
      { username: '0899999999', password: 'demo1234' },
      { username: 'admin', password: 'admin1234' },
    ]) {
      expect(await errorsOf(loginSchema, values)).toEqual({});
    }
  });

  it('asks for both fields', async () => {
    expect(await errorsOf(loginSchema, emptyLoginValues)).toEqual({
      username: messages.phoneRequired,
      password: messages.passwordRequired,
    });
    expect(await errorsOf(loginSchema, { username: '   ', password: 'x' })).toEqual({
      username: messages.phoneRequired,
    });
  });

  it('refuses a short phone number or a username that is neither a phone nor a plain name', async () => {
    expect(await errorsOf(loginSchema, { username: '0812', password: 'x' })).toEqual({
      username: messages.phoneInvalid,
    });
    expect(await errorsOf(loginSchema, { username: 'a!', password: 'x' })).toEqual({
      username: messages.phoneInvalid,
    });
  });

  it('sends a normalised username and the password exactly as typed', async () => {
    await expect(loginSchema.validate({ username: '+66 81-234-5678', password: ' p ' })).resolves.toEqual({
      username: '0812345678',
      password: ' p ',
    });
    await expect(loginSchema.validate({ username: '  admin ', password: 'x' })).resolves.toEqual({
      username: 'admin',
      password: 'x',
    });
  });
});

describe('registerSchema', () => {
  it('accepts a complete registration and normalises it', async () => {
    await expect(
      registerSchema.validate({
        ...validRegistration,
        username: '086-111-2222',
        book_number: '123-4-56789-0',
        book_name: '  มานี   มีนา ',
        inviterID: ' AG01 ',
      }),
    ).resolves.toEqual({
      ...validRegistration,
      book_number: '1234567890',
      inviterID: 'AG01',
    });
  });

  it('reports every empty required field', async () => {
    expect(await errorsOf(registerSchema, emptyRegisterValues)).toEqual({
      username: messages.phoneRequired,
      password: messages.passwordRequired,
      confirmPassword: messages.confirmRequired,
      bank_name: messages.bankRequired,
      book_number: messages.bookNumberRequired,
      book_name: messages.bookNameRequired,
    });
  });

  it('reports each bad value with its Thai message', async () => {
    expect(
      await errorsOf(registerSchema, {
        username: 'admin',
        password: '12345',
        confirmPassword: '123456',
        bank_name: 'อัตโนมัติ',
        book_number: '12345',
        book_name: '1234',
        inviterID: 'bad id!',
      }),
    ).toEqual({
      username: messages.phoneInvalid,
      password: messages.passwordTooShort,
      confirmPassword: messages.passwordsDiffer,
      bank_name: messages.bankRequired,
      book_number: messages.bookNumberInvalid,
      book_name: messages.bookNameInvalid,
      inviterID: messages.inviterInvalid,
    });
  });

  it('limits the password length and accepts Latin names with dots', async () => {
    const long = 'x'.repeat(51);
    expect(
      await errorsOf(registerSchema, { ...validRegistration, password: long, confirmPassword: long }),
    ).toEqual({
      password: messages.passwordTooLong,
    });
    expect(
      await errorsOf(registerSchema, { ...validRegistration, book_name: "Mary-Ann O'Neil Jr." }),
    ).toEqual({});
  });
});

describe('forgotSchema', () => {
  it('requires a phone number', async () => {
    expect(await errorsOf(forgotSchema, { username: '' })).toEqual({ username: messages.phoneRequired });
    expect(await errorsOf(forgotSchema, { username: 'admin' })).toEqual({ username: messages.phoneInvalid });
    expect(await errorsOf(forgotSchema, { username: '0812345678' })).toEqual({});
  });
});
