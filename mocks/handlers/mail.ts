/**
 * Mock mail API (docs/demo-api.md, "Mail"): the mailbox with its unread counts (a folder's page of
 * it when asked), one mail, the flag writes, the folder filter, and the send call the spec lacks
 * (compose adds a mail to `sent`). Every write answers with the mail and the counts. Bad bodies and
 * queries answer 400, an unknown id 404.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { mailPaths } from '@pp/features/endpoints';
import {
  mailRules,
  mailWire,
  readValid,
  type MailChange,
  type MailFilterResponse,
  type MailFlagAction,
  type MailItem,
  type Mailbox,
} from '@pp/features/wire';
import {
  findMail,
  flagMail,
  listMails,
  mailbox,
  mailboxReady,
  mailChange,
  mailNow,
  sendMail,
} from '../stores/mail';
import {
  badRequest,
  demoRoute,
  scenarioSet,
  notFound,
  type DemoEndpoint,
  type RouteResolver,
} from './ecommerce-http';

/** Every endpoint of the mail API. */
export const mailEndpoints = {
  list: { method: 'GET', path: mailPaths.list },
  item: { method: 'GET', path: mailPaths.item },
  setRead: { method: 'POST', path: mailPaths.setRead },
  setImportant: { method: 'POST', path: mailPaths.setImportant },
  setStarred: { method: 'POST', path: mailPaths.setStarred },
  filter: { method: 'POST', path: mailPaths.filter },
  send: { method: 'POST', path: mailPaths.send },
} as const satisfies Record<string, DemoEndpoint>;

/** A mail route: it answers once the mailbox exists (`mailboxReady`). */
function mailRoute(endpoint: DemoEndpoint, resolve: RouteResolver): HttpHandler {
  return demoRoute(endpoint, async (body, request) => {
    await mailboxReady();
    return resolve(body, request);
  });
}

function flagRoute(endpoint: DemoEndpoint, action: MailFlagAction): HttpHandler {
  return mailRoute(endpoint, (body) => {
    const request = readValid(mailWire.mailIdRequestSchema, body);
    if (!request) return badRequest('id must be the id of a mail');
    const mail = flagMail(request.id, action);
    if (!mail) return notFound(`Mail ${request.id} not found`);
    return HttpResponse.json<MailChange>(mailChange(mail));
  });
}

/** The query string's parameters that are set, as an object for the query schemas. */
const queryOf = (request: Request): Record<string, string> =>
  Object.fromEntries(new URL(request.url).searchParams);

/** `send`: the mail goes to `sent` in the store (stamped by `now`). */
function sendRoute(now: () => Date): HttpHandler {
  return mailRoute(mailEndpoints.send, (body) => {
    const request = readValid(mailWire.sendMailRequestSchema, body);
    if (!request) {
      return badRequest('to must be an email address; subject (at most 200) and message must not be empty');
    }
    return HttpResponse.json<MailChange>(mailChange(sendMail(request, now())));
  });
}

/** Handlers of the mail API over the store (`now` stamps sent mails: the store's clock by default). */
export function createMailHandlers(now: () => Date = mailNow): HttpHandler[] {
  return [
    mailRoute(mailEndpoints.list, (_body, request) => {
      const query = readValid(mailWire.mailListQuerySchema, queryOf(request));
      if (!query) {
        return badRequest(
          `folder must be a folder name; page a whole number from 0; size from 1 to ${mailWire.MAIL_PAGE_MAX}`,
        );
      }
      return HttpResponse.json<Mailbox>(mailbox(query));
    }),
    mailRoute(mailEndpoints.item, (_body, request) => {
      const query = readValid(mailWire.mailItemQuerySchema, queryOf(request));
      if (!query) return badRequest('id must be the id of a mail');
      const mail = findMail(query.id);
      if (!mail) return notFound(`Mail ${query.id} not found`);
      return HttpResponse.json<MailItem>({ mail });
    }),
    flagRoute(mailEndpoints.setRead, 'read'),
    flagRoute(mailEndpoints.setImportant, 'important'),
    flagRoute(mailEndpoints.setStarred, 'starred'),
    mailRoute(mailEndpoints.filter, (body) => {
      const request = readValid(mailWire.mailFilterRequestSchema, body);
      if (!request) return badRequest('filter must be a string (a folder name)');
      return HttpResponse.json<MailFilterResponse>({
        mails: mailRules.filterMails(listMails(), request.filter),
      });
    }),
    sendRoute(now),
  ];
}

/** Happy-path handlers of the mail API. */
export const mailHandlers: HttpHandler[] = createMailHandlers();

const emptyMailbox = (): Mailbox => ({
  mails: [],
  total: 0,
  page: 0,
  unreadCount: mailRules.unreadCounts([]),
});

/**
 * Failure scenarios of the mail API, each replacing every mail endpoint: `empty` (no mail at all;
 * a write names an unknown mail: 404), `error` (500 'Internal server error'), `networkError`,
 * `loading` (never answers). A story with its own mailbox calls the store's `replaceMails` in its
 * `beforeEach` instead.
 */
export const mailScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(mailEndpoints, {
    empty: () => [
      demoRoute(mailEndpoints.list, () => HttpResponse.json<Mailbox>(emptyMailbox())),
      demoRoute(mailEndpoints.item, () => notFound('Mail not found')),
      demoRoute(mailEndpoints.filter, () => HttpResponse.json<MailFilterResponse>({ mails: [] })),
      ...[mailEndpoints.setRead, mailEndpoints.setImportant, mailEndpoints.setStarred].map((endpoint) =>
        demoRoute(endpoint, () => notFound('Mail not found')),
      ),
      sendRoute(mailNow),
    ],
  });
