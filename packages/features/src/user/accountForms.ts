/**
 * The account profile forms' validation, with messages in the template locale: the personal
 * details (the same rules as the mock's `accountDetails` body) and the password change (the shared
 * password blocks of `shared/forms`, given this locale's messages).
 */
import { object, string, type ObjectSchema } from 'yup';

import { EMAIL_PATTERN, hasPhoneLength, hasPhoneShape } from '../shared/forms/contactDetails';
import {
  confirmPasswordSchema,
  newPasswordSchema,
  passwordSchema,
  type PasswordMessages,
} from '../shared/forms/schemas';
import { ABOUT_MAX, ACCOUNT_TEXT_MAX } from './api/schemas';

export interface DetailsFormValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  birthday: string;
  about: string;
}

export interface DetailsMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
  phoneLength: string;
  /** Said with `{{max}}` filled in. */
  textMax: (max: number) => string;
  birthdayInvalid: string;
}

/** Name and email required; phone, birthday checked when given; lengths as the server's. */
export function detailsFormSchema(say: DetailsMessages): ObjectSchema<DetailsFormValues> {
  const text = (max: number) => string().defined().trim().max(max, say.textMax(max));
  return object({
    name: text(ACCOUNT_TEXT_MAX).required(say.nameRequired),
    email: string()
      .defined()
      .trim()
      .required(say.emailRequired)
      .matches(EMAIL_PATTERN, { message: say.emailInvalid, excludeEmptyString: true }),
    phone: string()
      .defined()
      .trim()
      .test('phone', say.phoneInvalid, (value) => value === '' || hasPhoneShape(value))
      .test(
        'phone-length',
        say.phoneLength,
        (value) => value === '' || !hasPhoneShape(value) || hasPhoneLength(value),
      ),
    location: text(ACCOUNT_TEXT_MAX),
    birthday: string()
      .defined()
      .test('day', say.birthdayInvalid, (value) => value === '' || /^\d{4}-\d\d-\d\d$/.test(value)),
    about: text(ABOUT_MAX),
  });
}

export interface PasswordFormValues {
  current: string;
  password: string;
  confirm: string;
}

/** The current password, a new one of 6 to 50 characters, and the same again. */
export function passwordFormSchema(messages: PasswordMessages): ObjectSchema<PasswordFormValues> {
  return object({
    current: passwordSchema(messages).defined(),
    password: newPasswordSchema(messages).defined(),
    confirm: confirmPasswordSchema('password', messages).defined(),
  });
}
