/**
 * The mail section of docs/demo-api.md against the mock and the wire schemas: every call answers
 * exactly what its response schema describes, and the document names every path and field.
 */
import { readFileSync } from 'node:fs';

import { mailPaths } from '@pp/features/endpoints';
import { mailWire, shopWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { resetMail } from '../stores/mail';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { mailHandlers } from './mail';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...mailHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMail());
afterAll(() => server.close());

const call = callDemo;

const calls: { name: string; path: string; body?: unknown; schema: AnySchema }[] = [
  { name: 'list', path: mailPaths.list, schema: mailWire.mailResponses.mailbox },
  {
    name: 'list page',
    path: `${mailPaths.list}?folder=starred&search=a&page=0&size=5`,
    schema: mailWire.mailResponses.mailbox,
  },
  { name: 'item', path: `${mailPaths.item}?id=mail-01`, schema: mailWire.mailResponses.item },
  {
    name: 'setRead',
    path: mailPaths.setRead,
    body: { id: 'mail-01' },
    schema: mailWire.mailResponses.change,
  },
  {
    name: 'setImportant',
    path: mailPaths.setImportant,
    body: { id: 'mail-01' },
    schema: mailWire.mailResponses.change,
  },
  {
    name: 'setStarred',
    path: mailPaths.setStarred,
    body: { id: 'mail-01' },
    schema: mailWire.mailResponses.change,
  },
  {
    name: 'filter',
    path: mailPaths.filter,
    body: { filter: 'starred' },
    schema: mailWire.mailResponses.filter,
  },
  {
    name: 'filter unknown',
    path: mailPaths.filter,
    body: { filter: '?' },
    schema: mailWire.mailResponses.filter,
  },
  {
    name: 'send',
    path: mailPaths.send,
    body: { to: 'ava.thompson@example.com', subject: 'Hello', message: 'Hi Ava' },
    schema: mailWire.mailResponses.change,
  },
];

describe('docs/demo-api.md, Mail', () => {
  it.each(calls)(
    '$name: the mock answers exactly what the response schema describes',
    async ({ path, body, schema }) => {
      const answer = await call(path, body);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it('refusals answer { message }', async () => {
    const refused = await call(mailPaths.send, { to: 'x' });
    expect(refused.status).toBe(400);
    expect(mismatch(shopWire.messageBodySchema, refused.body)).toBeNull();
  });

  it('names every path of the mail API', () => {
    const paths = Object.values(mailPaths).map((path) => `/api${path}`);
    const named = (path: string) =>
      [`\`${path}\``, ` ${path}\``, ` ${path}?`].some((form) => doc.includes(form));
    expect(paths.filter((path) => !named(path))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const schemas: AnySchema[] = [
      ...Object.values(mailWire.mailResponses),
      mailWire.mailIdRequestSchema,
      mailWire.mailListQuerySchema,
      mailWire.mailItemQuerySchema,
      mailWire.mailFilterRequestSchema,
      mailWire.sendMailRequestSchema,
    ];
    const fields = new Set(schemas.flatMap((schema) => [...fieldNames(schema)]));
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
