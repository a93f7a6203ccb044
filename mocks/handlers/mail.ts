/**
 * Mock mail API (docs/demo-api.md, "Mail"): the mailbox with its unread counts, the flag writes,
 * the folder filter, and the send call the spec lacks (compose adds a mail to `sent`). Every write
 * answers with the whole mailbox. Bad bodies answer 400, an unknown id 404.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { mailPaths } from '@pp/features/endpoints';
import {
  mailRules,
  mailWire,
  readValid,
  type MailFilterResponse,
  type MailFlagAction,
  type Mailbox,
} from '@pp/features/wire';
import { flagMail, listMails, mailbox, mailNow, sendMail } from '../stores/mail';
import { badRequest, demoRoute, failureScenarios, notFound, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the mail API. */
export const mailEndpoints = {
  list: { method: 'GET', path: mailPaths.list },
  setRead: { method: 'POST', path: mailPaths.setRead },
  setImportant: { method: 'POST', path: mailPaths.setImportant },
  setStarred: { method: 'POST', path: mailPaths.setStarred },
  filter: { method: 'POST', path: mailPaths.filter },
  send: { method: 'POST', path: mailPaths.send },
} as const satisfies Record<string, DemoEndpoint>;

function flagRoute(endpoint: DemoEndpoint, action: MailFlagAction): HttpHandler {
  return demoRoute(endpoint, (body) => {
    const request = readValid(mailWire.mailIdRequestSchema, body);
    if (!request) return badRequest('id must be the id of a mail');
    if (!flagMail(request.id, action)) return notFound(`Mail ${request.id} not found`);
    return HttpResponse.json<Mailbox>(mailbox());
  });
}

/** Handlers of the mail API over the store (`now` stamps sent mails: the store's clock by default). */
export function createMailHandlers(now: () => Date = mailNow): HttpHandler[] {
  return [
    demoRoute(mailEndpoints.list, () => HttpResponse.json<Mailbox>(mailbox())),
    flagRoute(mailEndpoints.setRead, 'read'),
    flagRoute(mailEndpoints.setImportant, 'important'),
    flagRoute(mailEndpoints.setStarred, 'starred'),
    demoRoute(mailEndpoints.filter, (body) => {
      const request = readValid(mailWire.mailFilterRequestSchema, body);
      if (!request) return badRequest('filter must be a string (a folder name)');
      return HttpResponse.json<MailFilterResponse>({
        mails: mailRules.filterMails(listMails(), request.filter),
      });
    }),
    demoRoute(mailEndpoints.send, (body) => {
      const request = readValid(mailWire.sendMailRequestSchema, body);
      if (!request) {
        return badRequest('to must be an email address; subject (at most 200) and message must not be empty');
      }
      sendMail(request, now());
      return HttpResponse.json<Mailbox>(mailbox());
    }),
  ];
}

/** Happy-path handlers of the mail API. */
export const mailHandlers: HttpHandler[] = createMailHandlers();

const emptyMailbox = (): Mailbox => ({ mails: [], unreadCount: mailRules.unreadCounts([]) });

/**
 * Failure scenarios of the mail API, each replacing every mail endpoint: `empty` (no mail at all;
 * a write names an unknown mail: 404), `error` (500 'Internal server error'), `networkError`,
 * `loading` (never answers). A story with its own mailbox calls the store's `replaceMails` in its
 * `beforeEach` instead.
 */
export const mailScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> = {
  empty: [
    demoRoute(mailEndpoints.list, () => HttpResponse.json<Mailbox>(emptyMailbox())),
    demoRoute(mailEndpoints.filter, () => HttpResponse.json<MailFilterResponse>({ mails: [] })),
    ...[mailEndpoints.setRead, mailEndpoints.setImportant, mailEndpoints.setStarred].map((endpoint) =>
      demoRoute(endpoint, () => notFound('Mail not found')),
    ),
    demoRoute(mailEndpoints.send, () => HttpResponse.json<Mailbox>(emptyMailbox())),
  ],
  ...failureScenarios(mailEndpoints),
};
