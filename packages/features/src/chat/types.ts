import type { InferType } from 'yup';

import type { chatMessageSchema, chatRequests, chatUserSchema, ONLINE_STATUSES } from './api/schemas';

/** A contact of the chat (docs/demo-api.md, "Chat"). */
export type ChatUser = InferType<typeof chatUserSchema>;
/** One message of a conversation. */
export type ChatMessage = InferType<typeof chatMessageSchema>;
/** available, do_not_disturb, offline. */
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];
/** What `POST /api/chat/insert` takes. */
export type ChatMessageInput = InferType<typeof chatRequests.insert>;
/** What `POST /api/chat/users/modify` takes. */
export type ChatUserInput = InferType<typeof chatRequests.modifyUser>;
