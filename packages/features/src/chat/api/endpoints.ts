/**
 * Calls of the chat (docs/demo-api.md, "Chat"). Each takes the demo API client and an AbortSignal
 * where it reads, checks the answer with its schema (schemas.ts) and answers the value itself; it
 * rejects with an ApiError (500 'Unexpected response' for a body of the wrong shape).
 */
import type { ApiClient } from '../../shared/api/http';
import { chatPaths } from '../../shared/api/endpoints';
import { readBody } from '../../shared/wire/read';
import { readRowsInSlices } from '../../shared/wire/readInSlices';
import type { ChatMessage, ChatMessageInput, ChatUser, ChatUserInput } from '../types';
import { chatMessageSchema, chatResponses, chatsEnvelope } from './schemas';

/** `GET /api/chat/users`: every contact. */
export async function fetchChatUsers(client: ApiClient, signal?: AbortSignal): Promise<ChatUser[]> {
  const { data } = await client.get<unknown>(chatPaths.users, { signal });
  return readBody(chatResponses.users, data).users;
}

/** `POST /api/chat/users/id`: one contact. */
export async function fetchChatUser(client: ApiClient, id: string, signal?: AbortSignal): Promise<ChatUser> {
  const { data } = await client.post<unknown>(chatPaths.user, { id }, { signal });
  return readBody(chatResponses.user, data).user;
}

/**
 * `POST /api/chat/filter`: the conversation with a contact, oldest first. Its rows are read as
 * `chatResponses.chats` reads them, a slice at a time (a conversation may hold thousands).
 */
export async function fetchConversation(
  client: ApiClient,
  user: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const { data } = await client.post<unknown>(chatPaths.filter, { user }, { signal });
  return readRowsInSlices(chatMessageSchema, readBody(chatsEnvelope, data).chats, signal);
}

/** `POST /api/chat/insert`: sends a message; answers it as stored (with its id). */
export async function sendChatMessage(client: ApiClient, message: ChatMessageInput): Promise<ChatMessage> {
  const { data } = await client.post<unknown>(chatPaths.insert, message);
  return readBody(chatResponses.chat, data).chat;
}

/** `POST /api/chat/users/modify`: updates a contact (with `id`) or adds one; answers every contact. */
export async function modifyChatUser(client: ApiClient, user: ChatUserInput): Promise<ChatUser[]> {
  const { data } = await client.post<unknown>(chatPaths.modifyUser, user);
  return readBody(chatResponses.users, data).users;
}
