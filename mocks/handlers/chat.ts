/**
 * Mock chat API (docs/demo-api.md, "Chat"): contacts, one contact, a conversation, sending a
 * message and adding or changing a contact. State lives in `mocks/stores/chat.ts`; bodies are
 * checked with the request schemas of `@pp/features/wire` (`chatWire.chatRequests`).
 */
import { HttpResponse, type HttpHandler } from 'msw';

import { chatPaths } from '@pp/features/endpoints';
import { chatWire, ValidationError, type ChatUser } from '@pp/features/wire';

import { SELF } from '../data/chat';
import { listResponse } from '../lib/sliced-json';
import {
  addChatUser,
  conversationWith,
  findChatUser,
  insertMessage,
  isChatParty,
  listChatUsers,
  updateChatUser,
} from '../stores/chat';
import { badRequest, demoRoute, scenarioSet, notFound, type DemoEndpoint } from './ecommerce-http';

/** Every endpoint of the chat API. */
export const chatEndpoints = {
  users: { method: 'GET', path: chatPaths.users },
  user: { method: 'POST', path: chatPaths.user },
  filter: { method: 'POST', path: chatPaths.filter },
  insert: { method: 'POST', path: chatPaths.insert },
  modifyUser: { method: 'POST', path: chatPaths.modifyUser },
} as const satisfies Record<string, DemoEndpoint>;

const { chatRequests } = chatWire;

type Requests = typeof chatRequests;
type Checked<K extends keyof Requests> = ReturnType<Requests[K]['validateSync']>;

/** The body read through its request schema, or the 400 naming what is wrong. */
function check<K extends keyof Requests>(key: K, body: Record<string, unknown>): Checked<K> | Response {
  try {
    return chatRequests[key].validateSync(body, { abortEarly: true }) as Checked<K>;
  } catch (error) {
    if (error instanceof ValidationError) return badRequest(error.message);
    throw error;
  }
}

const unknownUser = (id: string) => notFound(`No chat user ${id}`);

export const chatHandlers: HttpHandler[] = [
  demoRoute(chatEndpoints.users, () => HttpResponse.json({ users: listChatUsers() })),
  demoRoute(chatEndpoints.user, (body) => {
    const input = check('user', body);
    if (input instanceof Response) return input;
    const user = findChatUser(input.id);
    return user ? HttpResponse.json({ user }) : unknownUser(input.id);
  }),
  demoRoute(chatEndpoints.filter, (body) => {
    const input = check('filter', body);
    if (input instanceof Response) return input;
    if (!findChatUser(input.user)) return unknownUser(input.user);
    return listResponse('chats', conversationWith(input.user));
  }),
  demoRoute(chatEndpoints.insert, (body) => {
    const input = check('insert', body);
    if (input instanceof Response) return input;
    if (input.from !== SELF && input.to !== SELF) return badRequest('from or to must be me');
    for (const party of [input.from, input.to]) if (!isChatParty(party)) return unknownUser(party);
    const chat = insertMessage({ from: input.from, to: input.to, text: input.text, time: input.time });
    return HttpResponse.json({ chat });
  }),
  demoRoute(chatEndpoints.modifyUser, (body) => {
    const input = check('modifyUser', body);
    if (input instanceof Response) return input;
    const { id, ...fields } = input;
    if (id === undefined) {
      return HttpResponse.json({ users: addChatUser({ ...fields, lastMessage: '', unReadChatCount: 0 }) });
    }
    const current = findChatUser(id);
    if (!current) return unknownUser(id);
    const updated: ChatUser = { ...current, ...fields, id };
    const users = updateChatUser(updated);
    return users ? HttpResponse.json({ users }) : unknownUser(id);
  }),
];

/**
 * Failure scenarios of the chat API, each replacing every chat endpoint: `empty` (no contacts),
 * `error` (500 'Internal server error'), `networkError`, `loading` (never answers).
 */
export const chatScenarios: Record<'empty' | 'error' | 'networkError' | 'loading', HttpHandler[]> =
  scenarioSet(chatEndpoints, {
    empty: () => [demoRoute(chatEndpoints.users, () => HttpResponse.json({ users: [] }))],
  });
