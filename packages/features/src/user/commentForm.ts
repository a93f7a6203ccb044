/**
 * The comment, reply and edit forms' validation: the same rule the mock applies to their bodies
 * (api/schemas.ts: trimmed, 1 to COMMENT_MAX characters), with messages in the template locale.
 */
import { object, string, type ObjectSchema } from 'yup';

import { COMMENT_MAX } from './api/schemas';

export interface CommentFormValues {
  text: string;
}

export interface CommentMessages {
  required: string;
  /** Said with `{{max}}` already filled in. */
  max: string;
}

/** Text required (spaces alone do not count), at most COMMENT_MAX characters once trimmed. */
export function commentFormSchema(messages: CommentMessages): ObjectSchema<CommentFormValues> {
  return object({
    text: string().defined().trim().required(messages.required).max(COMMENT_MAX, messages.max),
  });
}
