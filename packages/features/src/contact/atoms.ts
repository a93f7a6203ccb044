/**
 * Server data of the contacts (DESIGN.md "Data flow"): the list as a query atom, and the one write
 * (`POST /api/contact/modify`, add or update), which puts the list it answers in the cache.
 */
import type { Getter } from 'jotai';

import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import { fetchContacts, modifyContact } from './api/endpoints';
import type { Contact, ContactInput } from './types';

const demo = (get: Getter) => get(clientsAtom).demo;

/** Every contact (`GET /api/contact/list`). */
export const contactsAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.contacts,
  queryFn: ({ signal }) => fetchContacts(demo(get), signal),
}));

/** Adds (no `id`) or updates a contact (`POST /api/contact/modify`); resolves with every contact. */
export const modifyContactAtom = atomWithApiWrite((get) => {
  const client = get(queryClientAtom);
  return {
    write: (input: ContactInput) => modifyContact(demo(get), input),
    onSuccess: (contacts: Contact[]) => client.setQueryData(queryKeys.demo.contacts, contacts),
  };
});
