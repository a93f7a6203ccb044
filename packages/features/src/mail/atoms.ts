/**
 * Server data of the mail app (DESIGN.md "Data flow"): the mailbox read, and the writes that
 * change it. Every write answers with the whole mailbox, which replaces the read's data, so the
 * folder counts follow at once.
 */
import type { Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import { fetchMailbox, postMailFlag, postSendMail } from './api/endpoints';
import type { MailFlagAction } from './folders';
import type { Mailbox, SendMailRequest } from './types';

const demo = (get: Getter) => get(clientsAtom).demo;

/** `GET /api/mails/list`. */
export const mailboxAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.mails,
  queryFn: ({ signal }) => fetchMailbox(demo(get), signal),
}));

/** The flag writes' input: which flag, on which mail. */
export interface MailFlagInput {
  action: MailFlagAction;
  id: string;
}

/** `setImportant`, `setStarred` (the toggles): the answer replaces the mailbox. */
export const mailFlagAtom = atomWithApiWrite<MailFlagInput, Mailbox>((get) => ({
  write: ({ action, id }) => postMailFlag(demo(get), action, id),
  onSuccess: (mailbox) => get(queryClientAtom).setQueryData(queryKeys.demo.mails, mailbox),
}));

/**
 * `setRead` when a mail opens: a write of its own, so opening a mail never waits for (or is refused
 * by) a star toggled a moment before.
 */
export const mailReadAtom = atomWithApiWrite<string, Mailbox>((get) => ({
  write: (id) => postMailFlag(demo(get), 'read', id),
  onSuccess: (mailbox) => get(queryClientAtom).setQueryData(queryKeys.demo.mails, mailbox),
}));

/** `send`: compose adds the mail to `sent`; the answer replaces the mailbox. */
export const sendMailAtom = atomWithApiWrite<SendMailRequest, Mailbox>((get) => ({
  write: (mail) => postSendMail(demo(get), mail),
  onSuccess: (mailbox) => get(queryClientAtom).setQueryData(queryKeys.demo.mails, mailbox),
}));
