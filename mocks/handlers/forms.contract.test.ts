/**
 * docs/demo-api.md, "Forms", against the mock and the schemas: every call answers exactly what its
 * response schema describes, the search and the check answer as documented, a refused query is a
 * 400, and the page names every path and every field.
 */
import { readFileSync } from 'node:fs';

import { formsPaths } from '@pp/features/endpoints';
import { formsWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { formBanks } from '../data/forms';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { formsHandlers, formsScenarios } from './forms';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...formsHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const banks = (search: string) => callDemo(`${formsPaths.banks}?search=${encodeURIComponent(search)}`);
const username = (name: string) => callDemo(`${formsPaths.username}?username=${encodeURIComponent(name)}`);

describe('docs/demo-api.md, Forms', () => {
  it('banks: every bank for an empty search, the matches of code and names without case', async () => {
    const all = await banks('');
    expect(all.status).toBe(200);
    expect(mismatch(formsWire.formsResponses.banks, all.body)).toBeNull();
    expect(all.body).toEqual({ banks: formBanks });
    expect(formBanks).toHaveLength(14);
    const kas = formsWire.formsResponses.banks.validateSync((await banks(' kas ')).body);
    expect(kas.banks.map((bank) => bank.code)).toEqual(['KBANK']);
    const thai = formsWire.formsResponses.banks.validateSync((await banks('กรุง')).body);
    expect(thai.banks.map((bank) => bank.code)).toEqual(['BBL', 'KTB', 'BAY']);
    expect(await banks('zzz')).toEqual({ status: 200, body: { banks: [] } });
  });

  it('username: taken names without case, free ones available', async () => {
    const taken = await username(' Admin ');
    expect(taken.status).toBe(200);
    expect(mismatch(formsWire.formsResponses.username, taken.body)).toBeNull();
    expect(taken.body).toEqual({ username: 'Admin', available: false });
    expect((await username('nadech')).body).toEqual({ username: 'nadech', available: true });
  });

  it('refuses a missing username and a text over 50 characters with 400', async () => {
    expect((await username('')).status).toBe(400);
    expect((await username('a'.repeat(51))).status).toBe(400);
    expect((await banks('a'.repeat(51))).status).toBe(400);
  });

  it('the error scenario answers 500 Internal server error', async () => {
    server.use(...formsScenarios.error);
    expect(await banks('')).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });

  it('names every path', () => {
    const paths = Object.values(formsPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`GET ${path}?`))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const fields = new Set(
      Object.values(formsWire.formsResponses).flatMap((schema: AnySchema) => [...fieldNames(schema)]),
    );
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
