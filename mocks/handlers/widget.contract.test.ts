/**
 * docs/demo-api.md, "Widgets", against the mock and the schemas: every call answers exactly what its
 * response schema describes (the `empty` scenario too), 500 names the failure, and the page names
 * every path and every field.
 */
import { readFileSync } from 'node:fs';

import { widgetPaths } from '@pp/features/endpoints';
import { widgetWire, type AnySchema } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { widgetData } from '../data/widget';
import { callDemo, fieldNames, mismatch, unnamed } from './contract';
import { widgetHandlers, widgetScenarios } from './widget';

const doc = readFileSync(new URL('../../docs/demo-api.md', import.meta.url), 'utf8');
const server = setupServer(...widgetHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const calls: { name: string; path: string; schema: AnySchema }[] = [
  { name: 'statistics', path: widgetPaths.statistics, schema: widgetWire.widgetResponses.statistics },
  { name: 'data', path: widgetPaths.data, schema: widgetWire.widgetResponses.data },
  { name: 'chart', path: widgetPaths.chart, schema: widgetWire.widgetResponses.chart },
];

describe('docs/demo-api.md, Widgets', () => {
  it.each(calls)(
    '$name: the mock answers exactly what the response schema describes',
    async ({ path, schema }) => {
      const answer = await callDemo(path);
      expect(answer.status).toBe(200);
      expect(mismatch(schema, answer.body)).toBeNull();
    },
  );

  it.each(calls)('$name: the empty scenario answers the same shape', async ({ path, schema }) => {
    server.use(...widgetScenarios.empty);
    const answer = await callDemo(path);
    expect(answer.status).toBe(200);
    expect(mismatch(schema, answer.body)).toBeNull();
  });

  it.each(calls)('$name: the error scenario answers 500 Internal server error', async ({ path }) => {
    server.use(...widgetScenarios.error);
    const answer = await callDemo(path);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Internal server error' });
  });

  it('every series of a timeline has one value per bucket, and the sparklines have points', async () => {
    const { body } = await callDemo(widgetPaths.chart);
    const charts = widgetWire.widgetResponses.chart.validateSync(body);
    for (const timeline of [charts.revenue, charts.growth.today, charts.growth.month, charts.growth.year])
      for (const series of timeline.series) expect(series.values).toHaveLength(timeline.starts.length);
    const { body: statistics } = await callDemo(widgetPaths.statistics);
    const stats = widgetWire.widgetResponses.statistics.validateSync(statistics).stats;
    expect(stats.map((stat) => stat.id)).toEqual([...widgetWire.STAT_IDS]);
    for (const stat of stats) expect(stat.trend.length).toBeGreaterThan(1);
    expect(new Set(widgetData.todos.map((todo) => todo.id)).size).toBe(widgetData.todos.length);
  });

  it('names every path', () => {
    const paths = Object.values(widgetPaths).map((path) => `/api${path}`);
    expect(paths.filter((path) => !doc.includes(`\`${path}\``) && !doc.includes(` ${path}\``))).toEqual([]);
  });

  it('names every field of the schemas', () => {
    const fields = new Set(
      Object.values(widgetWire.widgetResponses).flatMap((schema: AnySchema) => [...fieldNames(schema)]),
    );
    expect(unnamed(doc, fields)).toEqual([]);
  });
});
