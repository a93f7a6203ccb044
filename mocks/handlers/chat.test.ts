/** The chat mock's behaviour (docs/demo-api.md, "Chat"): filter, insert, modify, unread counts. */
import { chatPaths } from '@pp/features/endpoints';
import type { ChatMessage, ChatUser } from '@pp/features/wire';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { memoryStore, mockStorage, setMockStorage } from '../lib/persist';
import { CHAT_LONG_CONVERSATION_KEY, reset } from '../stores/chat';
import { chatHandlers } from './chat';

const API = 'http://localhost/api';
const server = setupServer(...chatHandlers);

beforeAll(() => {
  setMockStorage(memoryStore());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  mockStorage().removeItem(CHAT_LONG_CONVERSATION_KEY);
  reset();
});
afterAll(() => server.close());

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function users(): Promise<ChatUser[]> {
  const response = await fetch(`${API}${chatPaths.users}`);
  return ((await response.json()) as { users: ChatUser[] }).users;
}

const conversation = async (user: string) =>
  (await post<{ chats: ChatMessage[] }>(chatPaths.filter, { user })).body.chats;

describe('chat mock', () => {
  it('filter answers the messages from or to that user, oldest first, and marks them read', async () => {
    expect((await users()).find((user) => user.id === 'u-1')?.unReadChatCount).toBe(2);
    const chats = await conversation('u-1');
    expect(chats).toHaveLength(10);
    expect(chats.every((chat) => chat.from === 'u-1' || chat.to === 'u-1')).toBe(true);
    const times = chats.map((chat) => Date.parse(chat.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await users()).find((user) => user.id === 'u-1')?.unReadChatCount).toBe(0);
  });

  it('filter of an unknown user answers 404', async () => {
    expect((await post(chatPaths.filter, { user: 'u-99' })).status).toBe(404);
  });

  it('insert stores the message and makes it the last message', async () => {
    const sent = await post<{ chat: ChatMessage }>(chatPaths.insert, {
      from: 'me',
      to: 'u-3',
      text: '  See you at noon\nin the lobby  ',
      time: '2026-11-20T10:00:00.000Z',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.chat).toMatchObject({ from: 'me', to: 'u-3', text: 'See you at noon\nin the lobby' });
    expect((await conversation('u-3')).at(-1)?.id).toBe(sent.body.chat.id);
    expect((await users()).find((user) => user.id === 'u-3')?.lastMessage).toBe(
      'See you at noon\nin the lobby',
    );
  });

  it('insert refuses an empty text, an unknown party and a message between two contacts', async () => {
    const time = '2026-11-20T10:00:00.000Z';
    expect((await post(chatPaths.insert, { from: 'me', to: 'u-1', text: '', time })).status).toBe(400);
    expect((await post(chatPaths.insert, { from: 'me', to: 'u-99', text: 'Hi', time })).status).toBe(404);
    expect((await post(chatPaths.insert, { from: 'u-2', to: 'u-1', text: 'Hi', time })).status).toBe(400);
    expect((await post(chatPaths.insert, { from: 'me', to: 'u-1', text: 'Hi', time: 'today' })).status).toBe(
      400,
    );
  });

  it('modify with an id updates that user, without adds one with the next id', async () => {
    const [first] = await users();
    if (!first) throw new Error('no users');
    const { id: _id, lastMessage: _last, unReadChatCount: _count, ...fields } = first;
    const updated = await post<{ users: ChatUser[] }>(chatPaths.modifyUser, {
      ...fields,
      id: first.id,
      role: 'Head of Support',
    });
    expect(updated.body.users.find((user) => user.id === first.id)).toEqual({
      ...first,
      role: 'Head of Support',
    });
    const added = await post<{ users: ChatUser[] }>(chatPaths.modifyUser, { ...fields, name: 'New Person' });
    expect(added.body.users).toHaveLength(9);
    expect(added.body.users.at(-1)).toMatchObject({
      id: 'u-9',
      name: 'New Person',
      lastMessage: '',
      unReadChatCount: 0,
    });
    expect((await post(chatPaths.modifyUser, { ...fields, id: 'u-99' })).status).toBe(404);
  });

  it('the long-conversation switch gives the first contact that many messages', async () => {
    mockStorage().setItem(CHAT_LONG_CONVERSATION_KEY, '5000');
    reset();
    const chats = await conversation('u-1');
    expect(chats).toHaveLength(5000);
    expect(new Set(chats.map((chat) => chat.id)).size).toBe(5000);
    expect(await conversation('u-2')).toHaveLength(4);
  });
});
