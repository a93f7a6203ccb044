/**
 * State of the chat (DESIGN.md "Data flow"): the contacts and each conversation as query atoms of
 * the one server-state layer, sending a message and changing a contact as write atoms, and the
 * screen's clock (stories fix it so the screenshots never move).
 */
import type { QueryClient } from '@tanstack/query-core';
import { atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';

import { clientsAtom } from '../shared/api/http';
import { queryClientAtom } from '../shared/query/client';
import { queryKeys } from '../shared/query/keys';
import { atomWithApiQuery } from '../shared/query/read';
import { atomWithApiWrite } from '../shared/query/write';
import {
  fetchChatUser,
  fetchChatUsers,
  fetchConversation,
  modifyChatUser,
  sendChatMessage,
} from './api/endpoints';
import type { ChatMessage, ChatMessageInput, ChatUser, ChatUserInput } from './types';

const demo = (get: Getter) => get(clientsAtom).demo;

/** What the screen takes as "now" when it sends: the device's clock; stories set a fixed one. */
export const chatClockAtom = atom<{ now: () => Date }>({ now: () => new Date() });

/** Changes one contact in the cached contact list. */
function patchUser(client: QueryClient, id: string, patch: (user: ChatUser) => ChatUser): void {
  client.setQueryData<ChatUser[]>(queryKeys.demo.chatUsers, (users) =>
    users?.map((user) => (user.id === id ? patch(user) : user)),
  );
}

/** `GET /api/chat/users`: every contact. */
export const chatUsersAtom = atomWithApiQuery((get) => ({
  queryKey: queryKeys.demo.chatUsers,
  queryFn: ({ signal }) => fetchChatUsers(demo(get), signal),
}));

/** `POST /api/chat/users/id`: one contact (the details drawer). */
export const chatUserAtomFamily = atomFamily((id: string) =>
  atomWithApiQuery((get) => ({
    queryKey: queryKeys.demo.chatUser(id),
    queryFn: ({ signal }) => fetchChatUser(demo(get), id, signal),
  })),
);

/**
 * `POST /api/chat/filter`: the conversation with a contact, oldest first. Reading it marks it read
 * on the server (docs/demo-api.md, "Chat"), so the contact's unread count drops to 0 here too.
 */
export const conversationAtomFamily = atomFamily((userId: string) =>
  atomWithApiQuery((get) => ({
    queryKey: queryKeys.demo.chatMessages(userId),
    queryFn: async ({ signal }) => {
      const messages = await fetchConversation(demo(get), userId, signal);
      patchUser(get(queryClientAtom), userId, (user) => ({ ...user, unReadChatCount: 0 }));
      return messages;
    },
  })),
);

/**
 * `POST /api/chat/insert`: the stored message joins its conversation and becomes the contact's
 * last message (no reload of either).
 */
export const sendMessageAtom = atomWithApiWrite<ChatMessageInput, ChatMessage>((get) => ({
  write: (input) => sendChatMessage(demo(get), input),
  onSuccess: (message) => {
    const client = get(queryClientAtom);
    client.setQueryData<ChatMessage[]>(queryKeys.demo.chatMessages(message.to), (messages) =>
      messages ? [...messages, message] : [message],
    );
    patchUser(client, message.to, (user) => ({ ...user, lastMessage: message.text }));
  },
}));

/** `POST /api/chat/users/modify`: the answer is the new contact list; the changed contact is read again. */
export const modifyUserAtom = atomWithApiWrite<ChatUserInput, ChatUser[]>((get) => ({
  write: (input) => modifyChatUser(demo(get), input),
  onSuccess: (users) => get(queryClientAtom).setQueryData(queryKeys.demo.chatUsers, users),
  invalidates: (_users, input) => (input.id ? [queryKeys.demo.chatUser(input.id)] : []),
}));
