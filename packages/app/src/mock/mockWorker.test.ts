import { readFileSync } from 'node:fs';

import { DEMO_API_BASE, MOCK_PLAYER_API_HOST } from '@pp/features/endpoints';
import { describe, expect, it } from 'vitest';

/** The API paths the mock's service worker hands to MSW (mocks/public/mockWorker.js). */
function workerApiPaths(): RegExp {
  const source = readFileSync(new URL('../../../../mocks/public/mockWorker.js', import.meta.url), 'utf8');
  const literal = /const API_PATHS = \/(.+)\/;/.exec(source)?.[1];
  if (literal === undefined) throw new Error('mockWorker.js has no API_PATHS');
  return new RegExp(literal);
}

describe('the mock service worker filter', () => {
  const apiPaths = workerApiPaths();

  it('hands the calls of both mock APIs to MSW', () => {
    for (const path of [
      `${MOCK_PLAYER_API_HOST}/userbalance/balance/100001`,
      `${MOCK_PLAYER_API_HOST}/images/logo.svg`,
      `${DEMO_API_BASE}/account/me`,
      `${DEMO_API_BASE}/charts/gallery`,
    ])
      expect(apiPaths.test(path), path).toBe(true);
  });

  it('lets code, fonts, images and pages go to the network', () => {
    for (const path of [
      '/assets/core-abc.js',
      '/assets/font.woff2',
      '/images/logo.svg',
      '/player/promotions',
      '/apiary/x',
      '/',
    ])
      expect(apiPaths.test(path), path).toBe(false);
  });
});
