/**
 * The chat's state across requests (docs/demo-api.md, "Chat"): the contacts and every message.
 * Kept in `mockStorage()` under 'mock:chat:*', so the app's mock mode survives a reload; tests and
 * stories call `reset()` for the fixtures.
 *
 * The 5,000-message switch: when 'mock:chat:long-conversation' holds a count (e.g. '5000') the
 * first contact's conversation is that many generated messages (`longConversation`). It is read
 * when the messages are seeded: set it before the first load (or after clearing 'mock:chat:messages').
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';
import type { ChatMessage, ChatUser } from '@pp/features/wire';

import { chatContacts, chatMessages, longConversation, seedChatUsers, SELF } from '../data/chat';
import { mockStorage, readJson, writeJson } from '../lib/persist';

export const CHAT_USERS_KEY = `${BROWSER_BACKEND_PREFIX}chat:users`;
export const CHAT_MESSAGES_KEY = `${BROWSER_BACKEND_PREFIX}chat:messages`;
/** A count of messages for the first contact's conversation (the benchmark's switch). */
export const CHAT_LONG_CONVERSATION_KEY = `${BROWSER_BACKEND_PREFIX}chat:long-conversation`;

const isList = <T>(value: unknown): value is T[] => Array.isArray(value);

function longCount(): number {
  const count = Number(mockStorage().getItem(CHAT_LONG_CONVERSATION_KEY));
  return Number.isInteger(count) && count > 0 ? Math.min(count, 20_000) : 0;
}

function seedMessages(): ChatMessage[] {
  const count = longCount();
  const first = chatContacts[0]?.id ?? '';
  if (!count) return [...chatMessages];
  return [
    ...chatMessages.filter((message) => message.from !== first && message.to !== first),
    ...longConversation(first, count),
  ];
}

/** Every contact, in list order. */
export function listChatUsers(): ChatUser[] {
  return readJson(CHAT_USERS_KEY, () => seedChatUsers(seedMessages()), isList<ChatUser>);
}

/** One contact, or undefined. */
export function findChatUser(id: string): ChatUser | undefined {
  return listChatUsers().find((user) => user.id === id);
}

/** Whether an id names the demo's own user or a contact. */
export function isChatParty(id: string): boolean {
  return id === SELF || findChatUser(id) !== undefined;
}

function listMessages(): ChatMessage[] {
  return readJson(CHAT_MESSAGES_KEY, seedMessages, isList<ChatMessage>);
}

/**
 * The conversation with a contact, oldest first. Reading it marks it read: the contact's unread
 * count drops to 0 (the spec has no separate "mark read" call).
 */
export function conversationWith(user: string): ChatMessage[] {
  const users = listChatUsers();
  if (users.some((entry) => entry.id === user && entry.unReadChatCount > 0)) {
    writeJson(
      CHAT_USERS_KEY,
      users.map((entry) => (entry.id === user ? { ...entry, unReadChatCount: 0 } : entry)),
    );
  }
  // Times are stored as `toISOString()` (UTC, same length): their text sorts as their time.
  return listMessages()
    .filter((message) => message.from === user || message.to === user)
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** Stores a message (id `m-<n>`, one above the count) and makes it its contact's last message. */
export function insertMessage(input: Omit<ChatMessage, 'id'>): ChatMessage {
  const messages = listMessages();
  const time = new Date(input.time).toISOString();
  const message: ChatMessage = { id: `m-${messages.length + 1}`, ...input, time };
  writeJson(CHAT_MESSAGES_KEY, [...messages, message]);
  const contact = input.from === SELF ? input.to : input.from;
  writeJson(
    CHAT_USERS_KEY,
    listChatUsers().map((user) => (user.id === contact ? { ...user, lastMessage: input.text } : user)),
  );
  return message;
}

/** Replaces the contact with the same id; undefined for an unknown id. */
export function updateChatUser(user: ChatUser): ChatUser[] | undefined {
  const users = listChatUsers();
  if (!users.some((entry) => entry.id === user.id)) return undefined;
  const next = users.map((entry) => (entry.id === user.id ? user : entry));
  writeJson(CHAT_USERS_KEY, next);
  return next;
}

/** Adds a contact with the next free id (`u-<n>`) and answers every contact. */
export function addChatUser(user: Omit<ChatUser, 'id'>): ChatUser[] {
  const users = listChatUsers();
  const numbers = users.map((entry) => Number(entry.id.slice(2))).filter(Number.isInteger);
  const next = [...users, { id: `u-${Math.max(0, ...numbers) + 1}`, ...user }];
  writeJson(CHAT_USERS_KEY, next);
  return next;
}

/** Puts the fixtures back. */
export function reset(): void {
  mockStorage().removeItem(CHAT_USERS_KEY);
  mockStorage().removeItem(CHAT_MESSAGES_KEY);
}
