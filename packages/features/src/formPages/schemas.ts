/**
 * The form pages' rules as yup schemas (DESIGN.md "Adding a screen": a yup schema per form, the ui
 * `Form*` fields). Messages come from the page's labels through `t`, so each schema is built for a
 * translator; the unit tests build them with the keys as messages.
 */
import * as yup from 'yup';

import { isEmail } from '../shared/forms/contactDetails';
import type { FormPagesT } from './i18n';

/** Mask patterns of the form pages (`#` a digit): a Thai mobile and a Thai bank account number. */
export const PHONE_MASK = '###-###-####';
export const ACCOUNT_MASK = '###-#-#####-#';

const PHONE = /^0\d{2}-\d{3}-\d{4}$/;
const ACCOUNT = /^\d{3}-\d-\d{5}-\d$/;
const USERNAME = /^[a-z0-9_]+$/;
const POSTCODE = /^\d{5}$/;
const WEBSITE = /^https:\/\/[^\s/.]+\.[^\s/]+(\/\S*)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Age limits of the validation form. */
export const AGE = { min: 18, max: 99 } as const;
export const USERNAME_LENGTH = { min: 4, max: 20 } as const;
export const PASSWORD_MIN = 8;
export const BIO_MAX = 160;

/** The countries the validation form offers (keys of `validation.countries`). */
export const COUNTRIES = ['th', 'la', 'kh', 'mm', 'my'] as const;

const text = (t: FormPagesT) => yup.string().trim().required(t('rules.required'));

/** A box that must be ticked (the terms). */
const checked = (t: FormPagesT) =>
  yup
    .boolean()
    .defined()
    .test('checked', t('rules.terms'), (value) => value);

const email = (t: FormPagesT) => text(t).test('email', t('rules.email'), (value) => isEmail(value));

const phone = (t: FormPagesT) => text(t).matches(PHONE, t('rules.phone'));

const password = (t: FormPagesT) =>
  yup
    .string()
    .required(t('rules.required'))
    .min(PASSWORD_MIN, t('rules.minLength', { count: PASSWORD_MIN }))
    .matches(/[A-Za-z]/, t('rules.passwordStrength'))
    .matches(/\d/, t('rules.passwordStrength'));

const confirm = (t: FormPagesT) =>
  yup
    .string()
    .required(t('rules.required'))
    .oneOf([yup.ref('password')], t('rules.match'));

const username = (t: FormPagesT) =>
  text(t)
    .min(USERNAME_LENGTH.min, t('rules.minLength', { count: USERNAME_LENGTH.min }))
    .max(USERNAME_LENGTH.max, t('rules.maxLength', { count: USERNAME_LENGTH.max }))
    .matches(USERNAME, t('rules.usernamePattern'));

/** The plugins page's masked fields: a complete Thai mobile and bank account number. */
export const maskSchema = (t: FormPagesT) =>
  yup.object({
    phone: phone(t),
    account: text(t).matches(ACCOUNT, t('rules.account')),
  });
export type MaskValues = yup.InferType<ReturnType<typeof maskSchema>>;

/** The stacked sign-in form of the layouts page. */
export const signInSchema = (t: FormPagesT) =>
  yup.object({
    email: email(t),
    password: yup.string().required(t('rules.required')),
    remember: yup.boolean().defined(),
  });
export type SignInValues = yup.InferType<ReturnType<typeof signInSchema>>;

/** The two-column grid and the horizontal sections of the layouts page: one person's details. */
export const detailsSchema = (t: FormPagesT) =>
  yup.object({
    firstName: text(t).max(50, t('rules.maxLength', { count: 50 })),
    lastName: text(t).max(50, t('rules.maxLength', { count: 50 })),
    email: email(t),
    phone: phone(t),
    city: text(t),
    postcode: text(t).matches(POSTCODE, t('rules.postcode')),
  });
export type DetailsValues = yup.InferType<ReturnType<typeof detailsSchema>>;

/** The inline filter bar of the layouts page: a status and an optional date range in order. */
export const filterSchema = (t: FormPagesT) =>
  yup.object({
    status: text(t),
    from: yup.string().defined(),
    to: yup
      .string()
      .defined()
      .test('order', t('rules.dateOrder'), function order(value) {
        const from: unknown = this.parent.from;
        return !value || typeof from !== 'string' || !from || value >= from;
      }),
  });
export type FilterValues = yup.InferType<ReturnType<typeof filterSchema>>;

/** The sticky action bar's shipping form of the layouts page. */
export const shippingSchema = (t: FormPagesT) =>
  yup.object({
    fullName: text(t),
    phone: phone(t),
    address: text(t),
    line2: yup.string().defined(),
    district: text(t),
    province: text(t),
    postcode: text(t).matches(POSTCODE, t('rules.postcode')),
    instructions: yup
      .string()
      .defined()
      .max(200, t('rules.maxLength', { count: 200 })),
  });
export type ShippingValues = yup.InferType<ReturnType<typeof shippingSchema>>;

/** Whether a username is free; rejects when it cannot be checked. */
export type UsernameCheck = (username: string) => Promise<boolean>;

/**
 * The validation page's form: every rule type (required, lengths, pattern, email, number range,
 * matching confirmation, checked box, chosen option, date range, and the server's username check,
 * asked only once the name passes the other rules).
 */
export const validationSchema = (t: FormPagesT, isAvailable: UsernameCheck) =>
  yup.object({
    username: username(t).test('available', t('rules.usernameTaken'), async (value, context) => {
      const { min, max } = USERNAME_LENGTH;
      if (value.length < min || value.length > max || !USERNAME.test(value)) return true;
      try {
        return await isAvailable(value);
      } catch {
        return context.createError({ message: t('rules.usernameUnchecked') });
      }
    }),
    email: email(t),
    age: text(t)
      .matches(/^\d+$/, t('rules.number'))
      .test('range', t('rules.range', AGE), (value) => Number(value) >= AGE.min && Number(value) <= AGE.max),
    website: yup
      .string()
      .trim()
      .defined()
      .test('website', t('validation.website_rule'), (value) => value === '' || WEBSITE.test(value)),
    password: password(t),
    confirm: confirm(t),
    country: yup
      .string()
      .defined()
      .test('chosen', t('rules.select'), (value) => (COUNTRIES as readonly string[]).includes(value)),
    start: text(t).matches(DAY, t('rules.date')),
    end: text(t)
      .matches(DAY, t('rules.date'))
      .test('order', t('rules.dateOrder'), function order(value) {
        const start: unknown = this.parent.start;
        return typeof start !== 'string' || !DAY.test(start) || value >= start;
      }),
    bio: yup
      .string()
      .defined()
      .max(BIO_MAX, t('rules.maxLength', { count: BIO_MAX })),
    terms: checked(t),
  });
export type ValidationValues = yup.InferType<ReturnType<typeof validationSchema>>;

/** The wizard's steps and the fields each validates before the next one opens. */
export const WIZARD_STEPS = [
  { id: 'account', fields: ['email', 'username', 'password', 'confirm'] },
  { id: 'personal', fields: ['firstName', 'lastName', 'phone', 'birthday'] },
  { id: 'review', fields: ['consent'] },
] as const;

/** The wizard's form: the account, the person, and the consent of the review step. */
export const wizardSchema = (t: FormPagesT) =>
  yup.object({
    email: email(t),
    username: username(t),
    password: password(t),
    confirm: confirm(t),
    firstName: text(t).max(50, t('rules.maxLength', { count: 50 })),
    lastName: text(t).max(50, t('rules.maxLength', { count: 50 })),
    phone: phone(t),
    birthday: text(t).matches(DAY, t('rules.date')),
    consent: checked(t),
  });
export type WizardValues = yup.InferType<ReturnType<typeof wizardSchema>>;
