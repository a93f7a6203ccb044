/**
 * docs/demo-api.md, "Contacts", against the mock and the schemas: every call answers exactly what
 * its response schema describes, and the page names every path and every field.
 */
import { readFileSync } from 'node:fs';

import { contactPaths } from '@pp/features/endpoints';
import { contactWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedContacts } from '../data/contact';
import { memoryStore, setMockStorage } from '../lib/persist';
import { resetContacts } from '../stores/contact';
import { contactHandlers } from './contact';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...contactHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => resetContacts());
afterAll(() => server.close());

const call = callDemo;

const [first] = seedContacts;
if (!first) throw new Error('no contacts');
const newContact = {
  name: 'Nadia Rahman',
  company: 'Kiwi Labs',
  role: 'Designer',
  work_email: 'nadia@kiwilabs.example.com',
  personal_email: '',
  work_phone: '+66 2 555 0199',
  personal_phone: '',
  location: 'Dhaka, Bangladesh',
};

const calls: { name: string; path: string; body?: unknown; schema: AnySchema }[] = [
  { name: 'list', path: contactPaths.list, schema: contactWire.contactResponses.contacts },
  {
    name: 'modify (add)',
    path: contactPaths.modify,
    body: newContact,
    schema: contactWire.contactResponses.contacts,
  },
  {
    name: 'modify (update)',
    path: contactPaths.modify,
    body: { ...first, role: 'Head of Sales' },
    schema: contactWire.contactResponses.contacts,
  },
];

describe('docs/demo-api.md, Contacts', () => {
  it.each(calls)(
    '$name: the mock answers exactly what the response schema describes',
    async ({ path, body, schema }) => {
      const answer = await call(path, body);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it('the fixtures and a whole contact are valid request bodies', () => {
    expect(mismatch(contactWire.contactResponses.contacts, { contacts: seedContacts })).toBeNull();
    expect(contactWire.contactInputSchema.isValidSync(first)).toBe(true);
    expect(contactWire.contactInputSchema.isValidSync(newContact)).toBe(true);
  });

  it('names every path', () => {
    const paths = Object.values(contactPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const schemas: AnySchema[] = [
      ...Object.values(contactWire.contactResponses),
      contactWire.contactInputSchema,
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
