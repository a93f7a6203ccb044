/**
 * docs/demo-api.md, "Chat", against the mock: every documented call answers exactly what its
 * response schema describes, bad bodies answer 400, a forced failure 500 'Internal server error',
 * and the section names every path and every field of the chat schemas.
 */
import { readFileSync } from 'node:fs';

import { chatPaths } from '@pp/features/endpoints';
import { chatWire, shopWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { memoryStore, setMockStorage } from '../lib/persist';
import { reset } from '../stores/chat';
import { chatHandlers, chatScenarios } from './chat';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...chatHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  reset();
  server.resetHandlers();
});
afterAll(() => server.close());

const call = callDemo;

const contact = {
  name: 'Noor Haddad',
  company: 'Kiwi Labs',
  role: 'Designer',
  work_email: 'noor@kiwilabs.example.com',
  personal_email: 'noor@example.com',
  work_phone: '+971 4 555 0101',
  personal_phone: '+971 50 555 0101',
  location: 'Dubai',
  avatar: '/images/avatars/avatar-3.svg',
  status: 'Design',
  birthdayText: '',
  online_status: 'available',
};

const calls: { name: string; path: string; body?: unknown; schema: AnySchema }[] = [
  { name: 'users', path: chatPaths.users, schema: chatWire.chatResponses.users },
  { name: 'user by id', path: chatPaths.user, body: { id: 'u-1' }, schema: chatWire.chatResponses.user },
  { name: 'filter', path: chatPaths.filter, body: { user: 'u-1' }, schema: chatWire.chatResponses.chats },
  {
    name: 'insert',
    path: chatPaths.insert,
    body: { from: 'me', to: 'u-1', text: 'Hello', time: '2026-11-20T10:00:00.000Z' },
    schema: chatWire.chatResponses.chat,
  },
  { name: 'modify (add)', path: chatPaths.modifyUser, body: contact, schema: chatWire.chatResponses.users },
  {
    name: 'modify (update)',
    path: chatPaths.modifyUser,
    body: { ...contact, id: 'u-3' },
    schema: chatWire.chatResponses.users,
  },
];

describe('docs/demo-api.md, Chat', () => {
  it.each(calls)('$name: the mock answers exactly its response schema', async ({ path, body, schema }) => {
    const answer = await call(path, body);
    expect(answer.status).toBe(200);
    expect(mismatch(schema, answer.body)).toBeNull();
  });

  it.each([
    ['user by id', chatPaths.user, {}],
    ['filter', chatPaths.filter, { user: '' }],
    ['insert', chatPaths.insert, { from: 'me', to: 'u-1', text: '   ', time: '2026-11-20T10:00:00.000Z' }],
    ['modify', chatPaths.modifyUser, { ...contact, online_status: 'away' }],
  ])('%s: a bad body answers 400 { message }', async (_name, path, body) => {
    const answer = await call(path, body);
    expect(answer.status).toBe(400);
    expect(mismatch(shopWire.messageBodySchema, answer.body)).toBeNull();
  });

  it('a forced failure answers 500 Internal server error on every call', async () => {
    server.use(...chatScenarios.error);
    for (const { path, body } of calls) {
      const answer = await call(path, body);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Internal server error' });
    }
  });

  it('names every path of the chat API', () => {
    const paths = Object.values(chatPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the chat schemas', () => {
    const schemas: AnySchema[] = [
      ...Object.values(chatWire.chatResponses),
      ...Object.values(chatWire.chatRequests),
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
