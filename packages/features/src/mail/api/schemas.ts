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

/** Most mails one page of the list call holds. */
export const MAIL_PAGE_MAX = 1000;

/**
 * The list call's query (every part optional, docs/demo-api.md "Mail"): a folder, search words and
 * a page of `size` mails (from 0). Without any, the answer is the whole mailbox, as the spec has it.
 */
export const mailListQuerySchema = record({
  folder: yup.string().oneOf(MAIL_FOLDERS).optional(),
  search: yup.string().max(200).optional(),
  page: yup.number().integer().min(0).optional(),
  size: yup.number().integer().min(1).max(MAIL_PAGE_MAX).optional(),
});

/** `{ id }` of the one-mail read (`GET /api/mails/item?id=`). */
export const mailItemQuerySchema = record({ id: yup.string().required() });

export const mailResponses = {
  /**
   * `GET /api/mails/list`: the mails asked for (all of them without a query), how many matched
   * (`total`), the page shown (asked for, or the last one when it asked past the end) and the unread
   * counts of every folder.
   */
  mailbox: record({
    mails: listOf(mailSchema),
    total: count(),
    page: count(),
    unreadCount: unreadCountSchema,
  }),
  /** `GET /api/mails/item`: one mail (a link to a mail that is not on the page shown). */
  item: record({ mail: mailSchema }),
  /** The answer of every write: the mail written, and the unread counts after it. */
  change: record({ mail: mailSchema, unreadCount: unreadCountSchema }),
  /** `POST /api/mails/filter`. */
  filter: record({ mails: listOf(mailSchema) }),
} as const;

/**
 * `mailResponses.mailbox` with its rows not read yet: the client reads the envelope with this, then
 * every row with `mailSchema`, a slice at a time (`readRowsInSlices`): a page of 1,000 mails read in
 * one go was one task of 700 ms at 4x CPU.
 */
export const mailboxEnvelope = mailResponses.mailbox.shape({
  mails: yup.array<yup.AnyObject, unknown>().required(),
});
