/**
 * The chat API's bodies as yup schemas (docs/demo-api.md, "Chat"). The types of types.ts come from
 * here; the mock's fixtures are typed from them and its handlers check requests with them.
 */
import * as yup from 'yup';

import { countSchema, datetimeSchema, ONLINE_STATUSES, oneOf } from '../../shared/wire/fields';
import { arrayOf, listOf, record } from '../../shared/wire/read';

export { ONLINE_STATUSES };

/** The id of the person using the demo (the other side of every conversation). */
export const CHAT_SELF_ID = 'me';

/** Longest message accepted (characters). */
export const MESSAGE_MAX_LENGTH = 2000;

const text = () => yup.string().defined();

/** The editable fields of a contact (every field but `id`, `lastMessage` and `unReadChatCount`). */
const contactFields = {
  name: text(),
  company: text(),
  role: text(),
  work_email: text(),
  personal_email: text(),
  work_phone: text(),
  personal_phone: text(),
  location: text(),
  /** Public path of the picture, e.g. `/images/avatars/avatar-1.svg`. */
  avatar: text(),
  /** A short line under the name (team or mood): `Technical Department`. */
  status: text(),
  birthdayText: text(),
  online_status: oneOf(ONLINE_STATUSES),
};

/** A chat user (a contact of the conversation list). */
export const chatUserSchema = record({
  id: text(),
  ...contactFields,
  /** Text of the latest message with this contact ('' before the first one). */
  lastMessage: text(),
  /** Messages from this contact not read yet. */
  unReadChatCount: countSchema.required(),
});

/** A message between the demo's own user (`me`) and a contact. */
export const chatMessageSchema = record({
  id: text(),
  /** User id of the sender (`me` or a contact's id). */
  from: text(),
  /** User id of the receiver. */
  to: text(),
  text: text(),
  /** When it was sent, ISO 8601 UTC. */
  time: datetimeSchema,
});

export const chatRequests = {
  /** `POST /api/chat/users/id`. */
  user: record({ id: yup.string().required() }),
  /** `POST /api/chat/filter`: the contact whose conversation is wanted. */
  filter: record({ user: yup.string().required() }),
  /** `POST /api/chat/insert`. */
  insert: record({
    from: yup.string().required(),
    to: yup.string().required(),
    text: yup.string().required().trim().min(1).max(MESSAGE_MAX_LENGTH),
    time: datetimeSchema,
  }),
  /** `POST /api/chat/users/modify`: with `id` updates that contact, without adds one. */
  modifyUser: record({
    id: yup.string().optional(),
    ...contactFields,
    name: yup.string().required().trim().min(1),
  }),
} as const;

export const chatResponses = {
  /** `GET /api/chat/users`. */
  users: record({ users: arrayOf(chatUserSchema) }),
  /** `POST /api/chat/users/id`. */
  user: record({ user: chatUserSchema }),
  /** `POST /api/chat/filter`: oldest first. */
  chats: record({ chats: listOf(chatMessageSchema) }),
  /** `POST /api/chat/insert`: the stored message with its id. */
  chat: record({ chat: chatMessageSchema }),
} as const;

/**
 * `chatResponses.chats` with its rows not read yet: the client reads the envelope with this, then
 * every row with `chatMessageSchema`, a slice at a time (`readRowsInSlices`): 5,000 rows read in
 * one go were one long task.
 */
export const chatsEnvelope = record({ chats: yup.array<yup.AnyObject, unknown>().required() });
