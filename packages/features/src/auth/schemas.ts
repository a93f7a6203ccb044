/**
 * Client-side validation of the auth forms (the spec leaves it open; decisions section 7 gives the
 * Thai copy). Players log in with a Thai mobile number; the admin's username is a plain name, so
 * the login form accepts either. Registration requires a phone number.
 */
import { object, string, type InferType } from 'yup';

import { BANK_CODES } from './banks';
import { copy } from './copy';
import {
  BOOK_NAME_PATTERN,
  BOOK_NUMBER_PATTERN,
  INVITER_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  normalizePhone,
} from './validation';

export * from './validation';

const messages = copy.validation;

const asText = (transform: (value: string) => string) => (value: unknown) =>
  typeof value === 'string' ? transform(value) : value;

const phoneField = () =>
  string()
    .transform(asText(normalizePhone))
    .required(messages.phoneRequired)
    .matches(PHONE_PATTERN, { message: messages.phoneInvalid, excludeEmptyString: true });

export const registerSchema = object({
  username: phoneField(),
  password: string()
    .required(messages.passwordRequired)
    .test('password-min', messages.passwordTooShort, (value) => !value || value.length >= PASSWORD_MIN)
    .test('password-max', messages.passwordTooLong, (value) => !value || value.length <= PASSWORD_MAX),
  confirmPassword: string()
    .required(messages.confirmRequired)
    .test('same-password', messages.passwordsDiffer, (value, context) => {
      const parent: unknown = context.parent;
      const password =
        typeof parent === 'object' && parent !== null ? (parent as { password?: unknown }).password : '';
      return !value || value === password;
    }),
  bank_name: string()
    .required(messages.bankRequired)
    .test('bank', messages.bankRequired, (value) => !value || BANK_CODES.includes(value)),
  book_number: string()
    .transform(asText((value) => value.replace(/[\s-]/g, '')))
    .required(messages.bookNumberRequired)
    .matches(BOOK_NUMBER_PATTERN, { message: messages.bookNumberInvalid, excludeEmptyString: true }),
  book_name: string()
    .transform(asText((value) => value.trim().replace(/\s+/g, ' ')))
    .required(messages.bookNameRequired)
    .test(
      'book-name',
      messages.bookNameInvalid,
      (value) => !value || (value.length >= 2 && value.length <= 100 && BOOK_NAME_PATTERN.test(value)),
    ),
  inviterID: string().trim().default('').matches(INVITER_PATTERN, messages.inviterInvalid),
});

export const forgotSchema = object({ username: phoneField() });

export type RegisterValues = InferType<typeof registerSchema>;
export type ForgotValues = InferType<typeof forgotSchema>;

export const emptyRegisterValues: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  bank_name: '',
  book_number: '',
  book_name: '',
  inviterID: '',
};
export const emptyForgotValues: ForgotValues = { username: '' };
