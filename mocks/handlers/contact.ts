/**
 * Mock contacts API (docs/demo-api.md, "Contacts"): the list, and one write that adds a contact
 * (no `id`) or updates one (with its `id`). Bodies are checked with the same schema the client's
 * form follows (`contactWire.contactInputSchema`); a bad body answers 400 naming the field.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { contactPaths } from '@pp/features/endpoints';
import { contactWire, ValidationError, type ContactsResponse } from '@pp/features/wire';
import { seedContacts } from '../data/contact';
import { listContacts, modifyContacts } from '../stores/contact';
import { badRequest, demoRoute, scenarioSet, notFound, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the contacts API. */
export const contactEndpoints = {
  list: { method: 'GET', path: contactPaths.list },
  modify: { method: 'POST', path: contactPaths.modify },
} as const satisfies Record<string, DemoEndpoint>;

const answerContacts = (contacts: ContactsResponse['contacts']) =>
  HttpResponse.json<ContactsResponse>({ contacts });

/** The body read through the request schema, or the 400 naming what is wrong. */
function readInput(body: Record<string, unknown>) {
  try {
    return contactWire.contactInputSchema.validateSync(body, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (ValidationError.isError(error))
      return badRequest(`${error.path ?? 'body'}: expected ${error.message}`);
    throw error;
  }
}

const seedIds = new Set(seedContacts.map((contact) => contact.id));
/** The contacts added since the fixtures (the `empty` scenario hides the fixtures). */
const addedOnly = (contacts: ContactsResponse['contacts']) => contacts.filter(({ id }) => !seedIds.has(id));

/** Handlers of the contacts API over the store (`mocks/stores/contact.ts`). */
export const contactHandlers: HttpHandler[] = [
  demoRoute(contactEndpoints.list, () => answerContacts(listContacts())),
  demoRoute(contactEndpoints.modify, (body) => {
    const input = readInput(body);
    if (input instanceof Response) return input;
    const contacts = modifyContacts(input);
    return contacts ? answerContacts(contacts) : notFound(`Contact ${input.id ?? ''} not found`);
  }),
];

/**
 * Failure scenarios of the contacts API, each replacing both endpoints: `empty` (none of the
 * fixtures; what a story adds shows), `error` (500 'Internal server error'), `networkError`,
 * `loading` (never answers).
 */
export const contactScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(contactEndpoints, {
    empty: () => [
      demoRoute(contactEndpoints.list, () => answerContacts(addedOnly(listContacts()))),
      demoRoute(contactEndpoints.modify, (body) => {
        const input = readInput(body);
        if (input instanceof Response) return input;
        const contacts = modifyContacts(input);
        return contacts
          ? answerContacts(addedOnly(contacts))
          : notFound(`Contact ${input.id ?? ''} not found`);
      }),
    ],
  });
