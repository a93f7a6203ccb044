/** The contacts, from their wire schemas (api/schemas.ts). */
import type { InferType } from 'yup';

import type { contactInputSchema, contactResponses, contactSchema, ONLINE_STATUSES } from './api/schemas';

/** Whether a contact can be reached now. */
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

export type Contact = InferType<typeof contactSchema>;
/** What `POST /api/contact/modify` takes: a contact's fields, `id` to update one. */
export type ContactInput = InferType<typeof contactInputSchema>;
export type ContactsResponse = InferType<typeof contactResponses.contacts>;
