/**
 * Calls of the mail app (docs/demo-api.md, "Mail"). Each takes the demo API client, reads the
 * answer through its schema (schemas.ts) and rejects with an ApiError (500 'Unexpected response'
 * for a body of the wrong shape).
 */
import type { ApiClient } from '../../shared/api/http';
import { mailPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import type { MailFlagAction } from '../folders';
import type { Mailbox, SendMailRequest } from '../types';
import { mailResponses } from './schemas';

/** `GET /api/mails/list`: every mail and the unread count per folder. */
export async function fetchMailbox(client: ApiClient, signal?: AbortSignal): Promise<Mailbox> {
  const { data } = await client.get<unknown>(mailPaths.list, { signal });
  return readBody(mailResponses.mailbox, data);
}

const flagPaths: Record<MailFlagAction, string> = {
  read: mailPaths.setRead,
  important: mailPaths.setImportant,
  starred: mailPaths.setStarred,
};

/** `POST /api/mails/setRead`, `/setImportant` or `/setStarred` `{ id }`: the mailbox after it. */
export async function postMailFlag(client: ApiClient, action: MailFlagAction, id: string): Promise<Mailbox> {
  const { data } = await client.post<unknown>(flagPaths[action], { id });
  return readBody(mailResponses.mailbox, data);
}

/** `POST /api/mails/send` `{ to, subject, message }`: the mailbox with the new mail in `sent`. */
export async function postSendMail(client: ApiClient, mail: SendMailRequest): Promise<Mailbox> {
  const { data } = await client.post<unknown>(mailPaths.send, mail);
  return readBody(mailResponses.mailbox, data);
}
