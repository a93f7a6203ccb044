/**
 * The reject form: the reason the player reads in their history, required and at most 200
 * characters (the server's rule, `rejectRequestSchema`), messages in the screen's locale.
 */
import * as yup from 'yup';

/** The longest reason the server accepts. */
export const REASON_MAX = 200;

export interface RejectFormValues {
  reason: string;
}

export interface RejectMessages {
  required: string;
  tooLong: string;
}

export const rejectFormSchema = (messages: RejectMessages) =>
  yup.object({
    reason: yup.string().trim().required(messages.required).max(REASON_MAX, messages.tooLong),
  });

/** Where a refusal's message goes: under the reason when the server names that field. */
export const fieldOfRefusal = (body: unknown): 'reason' | undefined =>
  (body as { field?: unknown } | null)?.field === 'reason' ? 'reason' : undefined;
