/**
 * Helpers of the chat stories (not part of the public surface): the screen's fixed clock, MSW
 * handlers that answer one chat call with story-made data, and patience for a busy machine.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { hydrate } from '../../../../.storybook/parameters';
import { chatPaths } from '../shared/api/endpoints';
import { endpointHandlers } from '../shared/storyKit';
import { chatClockAtom } from './atoms';
import type { ChatMessage, ChatUser } from './types';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

/** "Now" of the fixtures: the morning after their last message (Bangkok). */
export const CHAT_NOW = '2026-11-20T05:00:00.000Z';

/** The screen's clock fixed at CHAT_NOW (`parameters.jotai.values`). */
export const fixedClock = hydrate(chatClockAtom, { now: () => new Date(CHAT_NOW) });

export const chatEndpoints = endpointHandlers(chatPaths);

/** `GET /api/chat/users` answers these contacts. */
export const usersAre = (users: readonly ChatUser[]): HttpHandler =>
  chatEndpoints.getReturns('users', { users: [...users] });

/** `POST /api/chat/filter` answers `messages` for `userId`, and lets other users through. */
export function conversationIs(userId: string, messages: readonly ChatMessage[]): HttpHandler {
  return http.post(chatEndpoints.pattern('filter'), async ({ request }) => {
    const body = (await request.clone().json()) as { user?: unknown };
    return body.user === userId ? HttpResponse.json({ chats: messages }) : undefined;
  });
}

/** `POST /api/chat/filter` never answers (the conversation stays loading). */
export const conversationHangs: HttpHandler = http.post(chatEndpoints.pattern('filter'), async () => {
  await delay('infinite');
  return HttpResponse.error();
});
