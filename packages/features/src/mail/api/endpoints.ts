/**
 * Calls of the mail app (docs/demo-api.md, "Mail"). Each takes the demo API client, reads the
 * answer through its schema (schemas.ts) and rejects with an ApiError (500 'Unexpected response'
 * for a body of the wrong shape).
 */
import type { ApiClient } from '../../shared/api/http';
import { mailPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import { readRowsInSlices } from '../../shared/wire/readInSlices';
import type { MailFlagAction } from '../folders';
import type { MailChange, Mailbox, MailFolder, MailItem, SendMailRequest } from '../types';
import { mailboxEnvelope, mailResponses, mailSchema } from './schemas';

/** The page of a folder the screen shows: the server searches and pages (5,000 mails stay there). */
export interface MailPageRequest {
  folder: MailFolder;
  search: string;
  page: number;
  size: number;
}

/**
 * `GET /api/mails/list?folder&search&page&size`: the page, how many matched, every folder's unread
 * count. Its rows are read as `mailResponses.mailbox` reads them, a slice at a time.
 */
export async function fetchMailPage(
  client: ApiClient,
  { folder, search, page, size }: MailPageRequest,
  signal?: AbortSignal,
): Promise<Mailbox> {
  const words = search.trim();
  const { data } = await client.get<unknown>(mailPaths.list, {
    params: { folder, page, size, search: words === '' ? undefined : words },
    signal,
  });
  const mailbox = readBody(mailboxEnvelope, data);
  return { ...mailbox, mails: await readRowsInSlices(mailSchema, mailbox.mails, signal) };
}

/** `GET /api/mails/item?id`: one mail (a link to a mail off the page shown). */
export async function fetchMail(client: ApiClient, id: string, signal?: AbortSignal): Promise<MailItem> {
  const { data } = await client.get<unknown>(mailPaths.item, { params: { id }, signal });
  return readBody(mailResponses.item, data);
}

const flagPaths: Record<MailFlagAction, string> = {
  read: mailPaths.setRead,
  important: mailPaths.setImportant,
  starred: mailPaths.setStarred,
};

/** `POST /api/mails/setRead`, `/setImportant` or `/setStarred` `{ id }`: the mail and the counts after it. */
export async function postMailFlag(
  client: ApiClient,
  action: MailFlagAction,
  id: string,
): Promise<MailChange> {
  const { data } = await client.post<unknown>(flagPaths[action], { id });
  return readBody(mailResponses.change, data);
}

/** `POST /api/mails/send` `{ to, subject, message }`: the new mail (in `sent`) and the counts. */
export async function postSendMail(client: ApiClient, mail: SendMailRequest): Promise<MailChange> {
  const { data } = await client.post<unknown>(mailPaths.send, mail);
  return readBody(mailResponses.change, data);
}
