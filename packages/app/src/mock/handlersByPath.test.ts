import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { handlersByPath } from './handlersByPath';

const answer = (text: string) => () => HttpResponse.text(text);

describe('handlersByPath', () => {
  const listGet = http.get('*/api/mail/list', answer('list'));
  const readPost = http.post('*/api/mail/setRead', answer('read'));
  const product = http.get('*/api/products/:id', answer('product'));
  const listPost = http.post('*/api/mail/list', answer('list post'));
  const forPath = handlersByPath([listGet, readPost, product, listPost]);

  it('keeps the handlers of that path and every pattern, in their order', () => {
    expect(forPath('/api/mail/list')).toEqual([listGet, product, listPost]);
    expect(forPath('/api/mail/setRead')).toEqual([readPost, product]);
    expect(forPath('/api/unknown')).toEqual([product]);
  });

  it('matches a path under a base path, as the wildcard origin does', () => {
    expect(forPath('/portal/api/mail/setRead')).toEqual([readPost, product]);
  });

  it('answers as MSW would with every handler', async () => {
    const ask = async (method: string, url: string) => {
      const request = new Request(url, { method });
      const response = await getResponse(forPath(new URL(url).pathname), request);
      return response?.text();
    };
    await expect(ask('GET', 'http://localhost/api/mail/list')).resolves.toBe('list');
    await expect(ask('POST', 'http://localhost/api/mail/list')).resolves.toBe('list post');
    await expect(ask('GET', 'http://localhost/api/products/7')).resolves.toBe('product');
    await expect(ask('GET', 'http://localhost/api/mail/other')).resolves.toBeUndefined();
  });
});
