/**
 * Mock kanban API (docs/demo-api.md, "Kanban"): seven reads, one slice each, and the writes of the
 * board and the backlogs, each answering the slices it replaced. Bodies are checked with the
 * request schemas (`kanbanWire.kanbanRequests`); a bad body answers 400 naming the field, an id
 * that names nothing 404.
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { kanbanPaths } from '@pp/features/endpoints';
import { kanbanWire, ValidationError, type InferType } from '@pp/features/wire';
import * as store from '../stores/kanban';
import { badRequest, demoRoute, scenarioSet, messageResponse, type DemoEndpoint } from './ecommerce-http';

type Key = keyof typeof kanbanPaths;

const get = (path: string): DemoEndpoint => ({ method: 'GET', path });
const post = (path: string): DemoEndpoint => ({ method: 'POST', path });

type Requests = typeof kanbanWire.kanbanRequests;
type WriteKey = keyof Requests;

/** The GETs and the slice each answers. */
const reads: Record<Exclude<Key, WriteKey>, () => object> = {
  columns: () => ({ columns: store.kanbanState().columns }),
  columnsOrder: () => ({ columnsOrder: store.kanbanState().columnsOrder }),
  comments: () => ({ comments: store.kanbanState().comments }),
  profiles: () => ({ profiles: store.kanbanState().profiles }),
  items: () => ({ items: store.kanbanState().items }),
  userStory: () => ({ userStory: store.kanbanState().userStory }),
  userStoryOrder: () => ({ userStoryOrder: store.kanbanState().userStoryOrder }),
};

/** Every endpoint of the kanban API. */
export const kanbanEndpoints = Object.fromEntries(
  Object.entries(kanbanPaths).map(([key, path]) => [key, key in reads ? get(path) : post(path)]),
) as Record<Key, DemoEndpoint>;

/** The writes: each takes its checked body and answers the slices it replaced. */
const writes: { [K in WriteKey]: (body: InferType<Requests[K]>) => object } = {
  addColumn: store.addColumn,
  editColumn: store.editColumn,
  updateColumnOrder: store.updateColumnOrder,
  deleteColumn: store.deleteColumn,
  addItem: (body) => store.saveItem({ ...body, item: { ...body.item, id: undefined } }),
  editItem: (body) =>
    body.item.id === undefined ? badRequest('item.id: expected the id of the item') : store.saveItem(body),
  updateItemOrder: store.updateItemOrder,
  selectItem: store.selectItem,
  addItemComment: store.addItemComment,
  deleteItem: store.deleteItem,
  addStory: (body) => store.saveStory({ story: { ...body.story, id: undefined } }),
  editStory: (body) =>
    body.story.id === undefined
      ? badRequest('story.id: expected the id of the story')
      : store.saveStory(body),
  updateStoryOrder: store.updateStoryOrder,
  updateStoryItemOrder: store.updateStoryItemOrder,
  addStoryComment: store.addStoryComment,
  deleteStory: store.deleteStory,
};

/** The body read through its request schema, or the 400 naming what is wrong. */
function readRequest<K extends WriteKey>(
  key: K,
  body: Record<string, unknown>,
): InferType<Requests[K]> | Response {
  try {
    return kanbanWire.kanbanRequests[key].validateSync(body, {
      abortEarly: true,
      stripUnknown: true,
    }) as InferType<Requests[K]>;
  } catch (error) {
    if (ValidationError.isError(error))
      return badRequest(`${error.path ?? 'body'}: expected ${error.message}`);
    throw error;
  }
}

function write<K extends WriteKey>(key: K, body: Record<string, unknown>): Response {
  const input = readRequest(key, body);
  if (input instanceof Response) return input;
  try {
    const answer = writes[key](input);
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  } catch (error) {
    if (error instanceof store.KanbanRefusal) return messageResponse(error.status, error.message);
    throw error;
  }
}

/** Handlers of the kanban API over the store (`mocks/stores/kanban.ts`). */
export const kanbanHandlers: HttpHandler[] = (Object.keys(kanbanPaths) as Key[]).map((key) =>
  key in reads
    ? demoRoute(kanbanEndpoints[key], () => HttpResponse.json(reads[key as keyof typeof reads]()))
    : demoRoute(kanbanEndpoints[key], (body) => write(key as WriteKey, body)),
);

/**
 * Failure scenarios of the kanban API, each replacing every endpoint: `error` (500 'Internal
 * server error'), `networkError`, `loading` (never answers). An empty board: `replaceKanban` with
 * `emptyKanban()` before the story.
 */
export const kanbanScenarios = scenarioSet(kanbanEndpoints);
