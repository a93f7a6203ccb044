/**
 * The edit-contact form of the chat: what is typed and its validation, with messages in the
 * template locale. The server's own check is the request schema (`chatRequests.modifyUser`).
 */
import { mixed, object, string, type ObjectSchema } from 'yup';

import { isEmail, isIntlPhone } from '../shared/forms/contactDetails';
import { ONLINE_STATUSES } from './api/schemas';
import type { ChatUser, ChatUserInput, OnlineStatus } from './types';

/** Longest text of a field. */
export const TEXT_MAX = 100;

/** What the form edits, as typed. */
export interface ChatUserFormValues {
  name: string;
  company: string;
  role: string;
  status: string;
  work_email: string;
  personal_email: string;
  work_phone: string;
  personal_phone: string;
  location: string;
  online_status: OnlineStatus;
}

/** The form's messages. */
export interface ChatUserFormMessages {
  name: string;
  tooLong: string;
  email: string;
  phone: string;
}

/** Validation of the form: a name; emails and phones checked when given; every text under TEXT_MAX. */
export function chatUserFormSchema(messages: ChatUserFormMessages): ObjectSchema<ChatUserFormValues> {
  const text = () => string().defined().trim().max(TEXT_MAX, messages.tooLong);
  const email = () => text().test('email', messages.email, (value) => value === '' || isEmail(value));
  const phone = () => text().test('phone', messages.phone, (value) => value === '' || isIntlPhone(value));
  return object({
    name: text().required(messages.name),
    company: text(),
    role: text(),
    status: text(),
    work_email: email(),
    personal_email: email(),
    work_phone: phone(),
    personal_phone: phone(),
    location: text(),
    online_status: mixed<OnlineStatus>().oneOf(ONLINE_STATUSES).defined(),
  });
}

/** The form's starting values. */
export function chatUserToForm(user: ChatUser): ChatUserFormValues {
  const { name, company, role, status, work_email, personal_email, work_phone, personal_phone, location } =
    user;
  return {
    name,
    company,
    role,
    status,
    work_email,
    personal_email,
    work_phone,
    personal_phone,
    location,
    online_status: user.online_status,
  };
}

/** The modify call's body: the user with the (validated) form applied. */
export function chatUserInput(user: ChatUser, values: ChatUserFormValues): ChatUserInput {
  return {
    id: user.id,
    avatar: user.avatar,
    birthdayText: user.birthdayText,
    ...values,
  };
}
