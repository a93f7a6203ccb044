/**
 * The mail app's bodies as yup schemas (docs/demo-api.md, "Mail"). The types of types.ts come from
 * here; the mock's fixtures are typed from them and its contract test checks every answer.
 */
import * as yup from 'yup';

import { arrayOf, listOf, record } from '../../shared/wire/read';

/** The folders of the mail app, in the order the folder list shows them (`all` is every mail). */
export const MAIL_FOLDERS = [
  'all',
  'inbox',
  'sent',
  'draft',
  'spam',
  'trash',
  'starred',
  'important',
  'promotions',
  'forums',
] as const;

const text = () => yup.string().defined();
const flag = () => yup.boolean().required();

/** A person of a mail as the list shows it: the correspondent (`to`: the address it went to). */
export const mailProfileSchema = record({
  avatar: text(),
  name: text(),
  email: text(),
  to: text(),
});

/** Who wrote the mail, as the message view shows it. */
export const mailSenderSchema = record({
  avatar: text(),
  name: text(),
  email: text(),
  to: text(),
  about: text(),
});

/** An attachment: a small image shipped with the demo. */
export const mailAttachmentSchema = record({
  id: text(),
  image: text(),
  title: text(),
});

/** A mail. The folder flags say where it is (docs/demo-api.md, "Folders"); `message` is plain text. */
export const mailSchema = record({
  id: text(),
  subject: text(),
  isRead: flag(),
  important: flag(),
  starred: flag(),
  /** ISO 8601 date and time. */
  time: text(),
  promotions: flag(),
  forums: flag(),
  /** True when it carries attachments. */
  attach: flag(),
  sent: flag(),
  draft: flag(),
  spam: flag(),
  trash: flag(),
  profile: mailProfileSchema,
  sender: mailSenderSchema,
  message: text(),
  attachments: arrayOf(mailAttachmentSchema),
});

const count = () => yup.number().integer().min(0).required();

/** Unread mails per folder. */
export const unreadCountSchema = record({
  all: count(),
  inbox: count(),
  sent: count(),
  draft: count(),
  spam: count(),
  trash: count(),
  starred: count(),
  important: count(),
  promotions: count(),
  forums: count(),
});

/** `{ id }` of setRead, setImportant and setStarred. */
export const mailIdRequestSchema = record({ id: yup.string().strict().required() });

/** `{ filter }` of the filter call: a folder name; an unknown one gives every mail. */
export const mailFilterRequestSchema = record({ filter: yup.string().strict().defined() });

/** `{ to, subject, message }` of the send call (the write the spec lacks: compose adds to `sent`). */
export const sendMailRequestSchema = record({
  to: yup.string().trim().email().max(254).required(),
  subject: yup.string().trim().max(200).required(),
  message: yup.string().trim().max(10000).required(),
});

export const mailResponses = {
  /** `GET /api/mails/list`, and the answer of every write: the whole mailbox. */
  mailbox: record({ mails: listOf(mailSchema), unreadCount: unreadCountSchema }),
  /** `POST /api/mails/filter`. */
  filter: record({ mails: listOf(mailSchema) }),
} as const;
