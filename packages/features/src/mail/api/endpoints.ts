/**
 * Calls of the mail app (docs/demo-api.md, "Mail"). Each takes the demo API client, reads the
 * answer through its schema (schemas.ts) and rejects with an ApiError (500 'Unexpected response'
 * for a body of the wrong shape).
 */
import * as yup from 'yup';

import type { ApiClient } from '../../shared/api/http';
import { mailPaths } from '../../shared/api/endpoints';
import { readBody, readRowsInSlices, record } from '../../shared/wire/read';
import type { MailFlagAction } from '../folders';
import type { Mailbox, SendMailRequest } from '../types';
import { mailSchema, unreadCountSchema } from './schemas';

/** The list's envelope: the counts checked at once, the mails read apart, in slices. */
const mailboxEnvelope = record({ mails: yup.array().required(), unreadCount: unreadCountSchema });

/**
 * A mailbox answer (the list and every write): the contract of `mailResponses.mailbox`, but the
 * mails are read in slices of 100 with the browser getting a turn between two (a mailbox of 5,000
 * mails took one task of about 500 ms to read at once).
 */
async function readMailbox(data: unknown, signal?: AbortSignal): Promise<Mailbox> {
  const { unreadCount } = readBody(mailboxEnvelope, data);
  const mails = await readRowsInSlices(mailSchema, (data as { mails: unknown }).mails);
  signal?.throwIfAborted();
  return { mails, unreadCount };
}

/** `GET /api/mails/list`: every mail and the unread count per folder. */
export async function fetchMailbox(client: ApiClient, signal?: AbortSignal): Promise<Mailbox> {
  const { data } = await client.get<unknown>(mailPaths.list, { signal });
  return readMailbox(data, signal);
}

const flagPaths: Record<MailFlagAction, string> = {
  read: mailPaths.setRead,
  important: mailPaths.setImportant,
  starred: mailPaths.setStarred,
};

/** `POST /api/mails/setRead`, `/setImportant` or `/setStarred` `{ id }`: the mailbox after it. */
export async function postMailFlag(client: ApiClient, action: MailFlagAction, id: string): Promise<Mailbox> {
  const { data } = await client.post<unknown>(flagPaths[action], { id });
  return readMailbox(data);
}

/** `POST /api/mails/send` `{ to, subject, message }`: the mailbox with the new mail in `sent`. */
export async function postSendMail(client: ApiClient, mail: SendMailRequest): Promise<Mailbox> {
  const { data } = await client.post<unknown>(mailPaths.send, mail);
  return readMailbox(data);
}
