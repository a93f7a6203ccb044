/**
 * Server data of the mail app (DESIGN.md "Data flow"). The server searches and pages the mailbox:
 * the screen reads the page it shows (a folder's read keeps its page on screen while the next one
 * loads) and, for a link to a mail off that page, the one mail. A write answers with the mail and
 * the counts: the pages shown take them at once, then load again (a mail unstarred leaves the
 * starred folder).
 */
import type { QueryClient } from '@tanstack/query-core';
import { atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';

import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import { fetchMail, fetchMailPage, postMailFlag, postSendMail } from './api/endpoints';
import type { MailFlagAction } from './folders';
import type { Mail, MailChange, Mailbox, MailFolder, SendMailRequest } from './types';

const demo = (get: Getter) => get(clientsAtom).demo;

/** Mails per page to choose from. */
export const MAIL_PAGE_SIZES = [25, 50, 100, 1000] as const;

/** What the list shows of a folder: the search, the page, the page size (kept while the user is away). */
export interface MailListView {
  search: string;
  page: number;
  size: number;
}

export const mailListViewAtom = atom<MailListView>({ search: '', page: 0, size: MAIL_PAGE_SIZES[0] });

/** `GET /api/mails/list?folder&search&page&size`: the folder's page the list shows, and every count. */
export const mailPageAtom = atomFamily((folder: MailFolder) =>
  atomWithApiQuery((get) => {
    const view = get(mailListViewAtom);
    return {
      queryKey: queryKeys.demo.mailPage(folder, view),
      queryFn: ({ signal }) => fetchMailPage(demo(get), { folder, ...view }, signal),
      placeholderData: (previous: Mailbox | undefined) => previous,
    };
  }),
);

/** The mail `id` as a page read holds it, if one does. */
function mailInPages(client: QueryClient, id: string): Mail | undefined {
  for (const [, page] of client.getQueriesData<Mailbox>({ queryKey: queryKeys.demo.mails })) {
    const mail = page?.mails.find((shown) => shown.id === id);
    if (mail) return mail;
  }
  return undefined;
}

/** `GET /api/mails/item?id`: one mail; opened from the list, the list's copy shows at once. */
export const mailAtom = atomFamily((id: string) =>
  atomWithApiQuery((get) => {
    const client = get(queryClientAtom);
    return {
      queryKey: queryKeys.demo.mail(id),
      queryFn: async ({ signal }) => (await fetchMail(demo(get), id, signal)).mail,
      initialData: () => mailInPages(client, id),
    };
  }),
);

/** A write's answer in the cache: the mail itself, and the counts and row of every page shown. */
function applyChange(get: Getter, { mail, unreadCount }: MailChange): void {
  const client = get(queryClientAtom);
  client.setQueryData(queryKeys.demo.mail(mail.id), mail);
  client.setQueriesData<Mailbox>(
    { queryKey: queryKeys.demo.mails },
    (page) =>
      page && {
        ...page,
        unreadCount,
        mails: page.mails.map((shown) => (shown.id === mail.id ? mail : shown)),
      },
  );
}

/** The flag writes' input: which flag, on which mail. */
export interface MailFlagInput {
  action: MailFlagAction;
  id: string;
}

/** `setImportant`, `setStarred` (the toggles). */
export const mailFlagAtom = atomWithApiWrite<MailFlagInput, MailChange>((get) => ({
  write: ({ action, id }) => postMailFlag(demo(get), action, id),
  onSuccess: (change) => applyChange(get, change),
  invalidates: () => [queryKeys.demo.mails],
}));

/**
 * `setRead` when a mail opens: a write of its own, so opening a mail never waits for (or is refused
 * by) a star toggled a moment before.
 */
export const mailReadAtom = atomWithApiWrite<string, MailChange>((get) => ({
  write: (id) => postMailFlag(demo(get), 'read', id),
  onSuccess: (change) => applyChange(get, change),
  invalidates: () => [queryKeys.demo.mails],
}));

/** `send`: compose adds the mail to `sent`. */
export const sendMailAtom = atomWithApiWrite<SendMailRequest, MailChange>((get) => ({
  write: (mail) => postSendMail(demo(get), mail),
  onSuccess: (change) => applyChange(get, change),
  invalidates: () => [queryKeys.demo.mails],
}));
