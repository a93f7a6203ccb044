/**
 * The contact form's message (docs/demo-api.md, "Contact us"): one schema for the form and for the
 * mock backend's check of the request, so the two can never disagree. Thai messages from the
 * forms' catalogue.
 */
import * as yup from 'yup';

import { isEmail } from '../../shared/forms/contactDetails';
import { formMessages } from '../../shared/forms/messages';
import { phoneSchema, requiredText } from '../../shared/forms/schemas';
import { datetimeSchema } from '../../shared/wire/fields';
import { record } from '../../shared/wire/read';

/** What a message is about: the FAQ's topics, and anything else. */
export const CONTACT_TOPICS = ['deposit', 'withdraw', 'promotion', 'account', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 80;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;

const messages = formMessages.contact;

/** `POST /api/contact-us/message`: who writes, how to answer them, about what, and what. */
export const contactMessageSchema = yup.object({
  name: requiredText(messages.nameRequired).max(CONTACT_NAME_MAX, messages.nameTooLong(CONTACT_NAME_MAX)),
  phone: phoneSchema(),
  /** Optional: empty, or an address. */
  email: yup
    .string()
    .default('')
    .trim()
    .test('email', messages.emailInvalid, (value) => value === '' || isEmail(value)),
  topic: yup
    .mixed<ContactTopic | ''>()
    .default('')
    .test('topic', messages.topicRequired, (value) => CONTACT_TOPICS.some((topic) => topic === value))
    .required(messages.topicRequired),
  message: requiredText(messages.messageRequired)
    .min(CONTACT_MESSAGE_MIN, messages.messageTooShort(CONTACT_MESSAGE_MIN))
    .max(CONTACT_MESSAGE_MAX, messages.messageTooLong(CONTACT_MESSAGE_MAX)),
});

/** The form's values (the topic empty until one is chosen). */
export type ContactMessageValues = yup.InferType<typeof contactMessageSchema>;

/** The answer: the message's reference, for the visitor to quote, and when it arrived. */
export const contactReceiptSchema = record({
  reference: yup.string().required(),
  receivedAt: datetimeSchema,
});

export type ContactReceipt = yup.InferType<typeof contactReceiptSchema>;

export const contactUsResponses = { message: contactReceiptSchema } as const;
