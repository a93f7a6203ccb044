/**
 * The compose form (to, subject, message): what is typed and its validation, in the locale's
 * words. The server checks the same limits (docs/demo-api.md, "Mail", send).
 */
import { object, string, type ObjectSchema } from 'yup';

import { EMAIL_PATTERN } from '../shared/forms/contactDetails';
import type { MailT } from './i18n';
import type { Mail, SendMailRequest } from './types';

/** Longest subject the server keeps. */
export const SUBJECT_MAX = 200;
/** Longest message the server keeps. */
export const MESSAGE_MAX = 10000;

/** The compose form's fields, as typed. */
export interface ComposeValues {
  to: string;
  subject: string;
  message: string;
}

/** Validation of the compose form in the language of `t`. */
export function composeSchema(t: MailT): ObjectSchema<ComposeValues> {
  return object({
    to: string()
      .defined()
      .trim()
      .required(t('compose.toRequired'))
      .matches(EMAIL_PATTERN, t('compose.toEmail')),
    subject: string()
      .defined()
      .trim()
      .required(t('compose.subjectRequired'))
      .max(SUBJECT_MAX, t('compose.subjectMax', { max: SUBJECT_MAX })),
    message: string()
      .defined()
      .trim()
      .required(t('compose.bodyRequired'))
      .max(MESSAGE_MAX, t('compose.bodyMax', { max: MESSAGE_MAX })),
  });
}

/** An empty form. */
export const emptyCompose: ComposeValues = { to: '', subject: '', message: '' };

/** A reply to `mail`: to its sender (or, for a mail we sent, its recipient), `Re: ` once before the subject. */
export function replyTo(mail: Mail, prefix: string): ComposeValues {
  const to = mail.sent ? mail.sender.to : mail.sender.email;
  const subject =
    mail.subject.startsWith(prefix) || /^re:/i.test(mail.subject) ? mail.subject : `${prefix}${mail.subject}`;
  return { to, subject, message: '' };
}

/** The request of a (validated) form: surrounding spaces dropped. */
export function toSendRequest(values: ComposeValues): SendMailRequest {
  return { to: values.to.trim(), subject: values.subject.trim(), message: values.message.trim() };
}
