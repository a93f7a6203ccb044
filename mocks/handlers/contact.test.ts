/** The contacts mock: add, update, bad bodies, unknown ids, and the failure scenarios. */
import { contactPaths } from '@pp/features/endpoints';
import type { Contact } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedContacts } from '../data/contact';
import { memoryStore, setMockStorage } from '../lib/persist';
import { resetContacts } from '../stores/contact';
import { contactHandlers, contactScenarios } from './contact';

const API = 'http://localhost/api';
const server = setupServer(...contactHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetContacts();
});
afterAll(() => server.close());

async function modify(
  body: unknown,
): Promise<{ status: number; body: { contacts?: Contact[]; message?: string } }> {
  const response = await fetch(`${API}${contactPaths.modify}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { contacts?: Contact[]; message?: string },
  };
}

async function list(): Promise<{ status: number; body: { contacts?: Contact[]; message?: string } }> {
  const response = await fetch(`${API}${contactPaths.list}`);
  return {
    status: response.status,
    body: (await response.json()) as { contacts?: Contact[]; message?: string },
  };
}

const input = {
  name: '  Nadia Rahman ',
  work_email: 'nadia@kiwilabs.example.com',
  work_phone: '+66 2 555 0199',
};

describe('contacts mock', () => {
  it('lists the fixtures', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.contacts).toHaveLength(seedContacts.length);
  });

  it('adds a contact without id: next id, trimmed, offline, nothing unread', async () => {
    const { status, body } = await modify(input);
    expect(status).toBe(200);
    const added = body.contacts?.at(-1);
    expect(added).toMatchObject({
      id: `contact-${seedContacts.length + 1}`,
      name: 'Nadia Rahman',
      company: '',
      personal_email: '',
      avatar: '',
      online_status: 'offline',
      unReadChatCount: 0,
    });
    expect((await list()).body.contacts).toHaveLength(seedContacts.length + 1);
  });

  it('updates the contact with the id and keeps what the body leaves out', async () => {
    const [first] = seedContacts;
    const { body } = await modify({ ...input, id: first?.id, role: 'Head of Sales' });
    const updated = body.contacts?.find((contact) => contact.id === first?.id);
    expect(updated).toMatchObject({ name: 'Nadia Rahman', role: 'Head of Sales', avatar: first?.avatar });
    expect(body.contacts).toHaveLength(seedContacts.length);
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await modify({ ...input, id: 'contact-999' });
    expect(status).toBe(404);
    expect(body.message).toBe('Contact contact-999 not found');
  });

  it.each([
    ['no name', { ...input, name: ' ' }, 'name'],
    ['a bad email', { ...input, work_email: 'nadia@kiwi' }, 'work_email'],
    ['a bad personal email', { ...input, personal_email: 'nadia' }, 'personal_email'],
    ['a bad phone', { ...input, work_phone: '12ab' }, 'work_phone'],
    ['a short phone', { ...input, personal_phone: '123' }, 'personal_phone'],
    ['an unknown online status', { ...input, online_status: 'away' }, 'online_status'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const answer = await modify(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses a body that is not a JSON object', async () => {
    const answer = await modify('[1]');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Malformed JSON body: expected a JSON object');
  });

  it('error scenario: 500 Internal server error on both calls', async () => {
    server.use(...contactScenarios.error);
    expect(await list()).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(await modify(input)).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });

  it('empty scenario: no fixtures, what is added shows', async () => {
    server.use(...contactScenarios.empty);
    expect((await list()).body.contacts).toEqual([]);
    const { body } = await modify(input);
    expect(body.contacts?.map((contact) => contact.name)).toEqual(['Nadia Rahman']);
  });
});
