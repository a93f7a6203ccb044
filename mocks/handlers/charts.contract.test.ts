/**
 * docs/demo-api.md, "Charts", against the mock and the schemas: every call answers exactly what its
 * response schema describes (the `empty` scenario too), 500 names the failure, and the page names
 * every path and every field.
 */
import { readFileSync } from 'node:fs';

import { chartsPaths } from '@pp/features/endpoints';
import { chartsWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { chartsHandlers, chartsScenarios } from './charts';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...chartsHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const calls: { name: string; path: string; schema: AnySchema }[] = [
  { name: 'gallery', path: chartsPaths.gallery, schema: chartsWire.chartsResponses.gallery },
  { name: 'organisation', path: chartsPaths.organisation, schema: chartsWire.chartsResponses.organisation },
];

describe('docs/demo-api.md, Charts', () => {
  it.each(calls)(
    '$name: the mock answers exactly what the response schema describes',
    async ({ path, schema }) => {
      const answer = await callDemo(path);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it.each(calls)('$name: the empty scenario answers the same shape', async ({ path, schema }) => {
    server.use(...chartsScenarios.empty);
    const answer = await callDemo(path);
    expect(answer.status).toBe(200);
    expect(mismatch(schema, answer.body)).toBeNull();
  });

  it.each(calls)('$name: the error scenario answers 500 Internal server error', async ({ path }) => {
    server.use(...chartsScenarios.error);
    const answer = await callDemo(path);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Internal server error' });
  });

  it('every series has one value per month, and every manager is someone of the organisation', async () => {
    const gallery = chartsWire.chartsResponses.gallery.validateSync(
      (await callDemo(chartsPaths.gallery)).body,
    );
    const months = gallery.months.length;
    for (const series of [...gallery.visits, ...gallery.players, ...gallery.revenue])
      expect(series.values).toHaveLength(months);
    expect(gallery.deposits.actual).toHaveLength(months);
    expect(gallery.deposits.target).toHaveLength(months);
    const { people } = chartsWire.chartsResponses.organisation.validateSync(
      (await callDemo(chartsPaths.organisation)).body,
    );
    const ids = new Set(people.map((person) => person.id));
    expect(ids.size).toBe(people.length);
    expect(people.filter((person) => person.managerId === '')).toHaveLength(1);
    for (const person of people) if (person.managerId) expect(ids.has(person.managerId)).toBe(true);
  });

  it('names every path', () => {
    const paths = Object.values(chartsPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const fields = new Set(
      Object.values(chartsWire.chartsResponses).flatMap((schema: AnySchema) => [...fieldNames(schema)]),
    );
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
