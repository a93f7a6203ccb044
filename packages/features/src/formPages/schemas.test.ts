import { describe, expect, it, vi } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';

import type { FormPagesT } from './i18n';
import {
  detailsSchema,
  filterSchema,
  maskSchema,
  shippingSchema,
  signInSchema,
  validationSchema,
  WIZARD_STEPS,
  wizardSchema,
} from './schemas';

/** The key as the message, so a test reads which rule refused. */
const t: FormPagesT = (key) => key;

/** Each refused field and its first message (empty when the values pass). */
async function errorsOf(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

const validForm = {
  username: 'nadech_k',
  email: 'nadech@example.com',
  age: '27',
  website: '',
  password: 'secret123',
  confirm: 'secret123',
  country: 'th',
  start: '2026-12-01',
  end: '2026-12-31',
  bio: '',
  terms: true,
};

describe('the validation form', () => {
  const free = vi.fn(async (name: string) => name !== 'admin');

  it('passes a complete form and asks the server about the username once', async () => {
    free.mockClear();
    expect(await errorsOf(validationSchema(t, free), validForm)).toEqual({});
    expect(free).toHaveBeenCalledWith('nadech_k');
  });

  it('refuses every rule type with its message at its field', async () => {
    const errors = await errorsOf(validationSchema(t, free), {
      username: 'AB',
      email: 'nadech@',
      age: '17',
      website: 'http://x',
      password: 'short',
      confirm: 'other',
      country: '',
      start: '2026-12-31',
      end: '2026-12-01',
      bio: 'x'.repeat(161),
      terms: false,
    });
    expect(errors).toEqual({
      username: 'rules.minLength',
      email: 'rules.email',
      age: 'rules.range',
      website: 'validation.website_rule',
      password: 'rules.minLength',
      confirm: 'rules.match',
      country: 'rules.select',
      end: 'rules.dateOrder',
      bio: 'rules.maxLength',
      terms: 'rules.terms',
    });
  });

  it('requires what is required, and reads numbers and patterns', async () => {
    const errors = await errorsOf(validationSchema(t, free), {
      ...validForm,
      username: 'Nadech!',
      age: '2x',
      password: 'abcdefgh',
      confirm: 'abcdefgh',
      start: '',
      email: ' ',
    });
    expect(errors).toEqual({
      username: 'rules.usernamePattern',
      age: 'rules.number',
      password: 'rules.passwordStrength',
      start: 'rules.required',
      email: 'rules.required',
    });
    expect(await errorsOf(validationSchema(t, free), { ...validForm, age: '100' })).toEqual({
      age: 'rules.range',
    });
    expect(
      await errorsOf(validationSchema(t, free), { ...validForm, website: 'https://pp.example/a' }),
    ).toEqual({});
  });

  it('says a taken username is taken, and one that could not be checked could not', async () => {
    expect(await errorsOf(validationSchema(t, free), { ...validForm, username: 'admin' })).toEqual({
      username: 'rules.usernameTaken',
    });
    const down = vi.fn(() => Promise.reject(new Error('offline')));
    expect(await errorsOf(validationSchema(t, down), validForm)).toEqual({
      username: 'rules.usernameUnchecked',
    });
    const never = vi.fn(async () => true);
    await errorsOf(validationSchema(t, never), { ...validForm, username: 'a b' });
    expect(never).not.toHaveBeenCalled();
  });
});

describe('the masked fields', () => {
  it('take a whole Thai mobile starting with 0 and a whole account number', async () => {
    expect(await errorsOf(maskSchema(t), { phone: '081-234-5678', account: '123-4-56789-0' })).toEqual({});
    expect(await errorsOf(maskSchema(t), { phone: '181-234-5678', account: '123-4-5678' })).toEqual({
      phone: 'rules.phone',
      account: 'rules.account',
    });
  });
});

describe('the layouts page forms', () => {
  it('sign-in needs an email and a password', async () => {
    expect(await errorsOf(signInSchema(t), { email: '', password: '', remember: false })).toEqual({
      email: 'rules.required',
      password: 'rules.required',
    });
  });

  it('details need names, email, a Thai mobile, a city and a 5-digit postcode', async () => {
    const details = {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.com',
      phone: '081-234-5678',
      city: 'Bangkok',
      postcode: '10110',
    };
    expect(await errorsOf(detailsSchema(t), details)).toEqual({});
    expect(await errorsOf(detailsSchema(t), { ...details, postcode: '101' })).toEqual({
      postcode: 'rules.postcode',
    });
  });

  it('the filter keeps its dates in order, either may be left empty', async () => {
    expect(
      await errorsOf(filterSchema(t), { status: 'active', from: '2026-12-02', to: '2026-12-01' }),
    ).toEqual({
      to: 'rules.dateOrder',
    });
    expect(await errorsOf(filterSchema(t), { status: 'active', from: '', to: '2026-12-01' })).toEqual({});
    expect(await errorsOf(filterSchema(t), { status: '', from: '', to: '' })).toEqual({
      status: 'rules.required',
    });
  });

  it('shipping takes optional second line and instructions', async () => {
    const shipping = {
      fullName: 'Somchai Jaidee',
      phone: '081-234-5678',
      address: '99 Sukhumvit Rd',
      line2: '',
      district: 'Khlong Toei',
      province: 'Bangkok',
      postcode: '10110',
      instructions: '',
    };
    expect(await errorsOf(shippingSchema(t), shipping)).toEqual({});
    expect(await errorsOf(shippingSchema(t), { ...shipping, instructions: 'x'.repeat(201) })).toEqual({
      instructions: 'rules.maxLength',
    });
  });
});

describe('the wizard', () => {
  it('each step names fields of the schema, every field in one step', () => {
    const fields = WIZARD_STEPS.flatMap((step) => step.fields);
    expect([...fields].sort()).toEqual(Object.keys(wizardSchema(t).fields).sort());
  });

  it('refuses a mismatched confirmation and the review without consent', async () => {
    const errors = await errorsOf(wizardSchema(t), {
      email: 'somchai@example.com',
      username: 'somchai',
      password: 'secret123',
      confirm: 'secret124',
      firstName: 'Somchai',
      lastName: 'Jaidee',
      phone: '081-234-5678',
      birthday: '1990-05-01',
      consent: false,
    });
    expect(errors).toEqual({ confirm: 'rules.match', consent: 'rules.terms' });
  });
});
