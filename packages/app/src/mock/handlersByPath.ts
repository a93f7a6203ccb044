import type { RequestHandler } from 'msw';

/**
 * The path a handler answers when it is a plain one: `/api/mail/list` for the demo API's
 * `'*' + '/api/mail/list'` (`*` stands for the origin); null for a pattern.
 */
function plainPath(handler: RequestHandler): string | null {
  const { path } = handler.info as { path?: unknown };
  if (typeof path !== 'string' || !path.startsWith('*/')) return null; // a wildcard origin only
  const rest = path.slice(1);
  return /[:*?(]/.test(rest) ? null : rest;
}

/**
 * The handlers that may answer a path, in their order: those of that plain path and every pattern.
 * MSW tries each handler it is given in turn, and each try reads `document.cookie` and matches the
 * URL: given all of the demo API's handlers, one call cost a long task on a phone-speed CPU.
 */
export function handlersByPath(handlers: RequestHandler[]): (pathname: string) => RequestHandler[] {
  const candidates = new Map<string, RequestHandler[]>();
  return (pathname) => {
    let list = candidates.get(pathname);
    if (!list) {
      list = handlers.filter((handler) => {
        const plain = plainPath(handler);
        // `*` stands for the origin (and any base path before the API's).
        return plain === null || pathname.endsWith(plain);
      });
      candidates.set(pathname, list);
    }
    return list;
  };
}
