import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { scenarioSet, type DemoEndpoint } from './ecommerce-http';

const endpoints: Record<string, DemoEndpoint> = {
  list: { method: 'GET', path: '/things/list' },
  add: { method: 'POST', path: '/things/add' },
};

describe('scenarioSet', () => {
  it('builds a scenario at its first read only, then gives the same handlers', () => {
    const empty = vi.fn(() => [] as never[]);
    const set = scenarioSet(endpoints, { empty });
    expect(empty).not.toHaveBeenCalled();
    expect(Object.keys(set).sort()).toEqual(['empty', 'error', 'loading', 'networkError']);
    expect(empty).not.toHaveBeenCalled();
    const first = set.empty;
    expect(set.empty).toBe(first);
    expect(empty).toHaveBeenCalledTimes(1);
    expect(set.error).toBe(set.error);
  });

  it('answers every endpoint with 500 under error, and fails the request under networkError', async () => {
    const set = scenarioSet(endpoints);
    expect(set.error).toHaveLength(2);
    const failed = await getResponse(
      set.error,
      new Request('http://localhost/api/things/add', { method: 'POST' }),
    );
    expect(failed?.status).toBe(500);
    await expect(failed?.json()).resolves.toEqual({ message: 'Internal server error' });
    const offline = await getResponse(set.networkError, new Request('http://localhost/api/things/list'));
    expect(offline?.type).toBe('error');
  });
});
