import type * as yup from 'yup';

import type {
  MAIL_FOLDERS,
  mailAttachmentSchema,
  mailListQuerySchema,
  mailResponses,
  mailSchema,
  sendMailRequestSchema,
  unreadCountSchema,
} from './api/schemas';

export type Mail = yup.InferType<typeof mailSchema>;
export type MailAttachment = yup.InferType<typeof mailAttachmentSchema>;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export type UnreadCount = yup.InferType<typeof unreadCountSchema>;
export type Mailbox = yup.InferType<typeof mailResponses.mailbox>;
export type MailItem = yup.InferType<typeof mailResponses.item>;
export type MailChange = yup.InferType<typeof mailResponses.change>;
export type MailListQuery = yup.InferType<typeof mailListQuerySchema>;
export type MailFilterResponse = yup.InferType<typeof mailResponses.filter>;
export type SendMailRequest = yup.InferType<typeof sendMailRequestSchema>;
