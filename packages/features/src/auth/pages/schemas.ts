/**
 * The template pages' own forms, from the shared blocks the register form uses (same rules, same
 * Thai messages): a new password with its confirmation, and a 6-digit code.
 */
import { object, type InferType } from 'yup';

import { confirmPasswordSchema, newPasswordSchema } from '../../shared/forms';
import { codeSchema } from '../../shared/forms/code';

/** Digits of the verification code the code pages ask for. */
export const CODE_LENGTH = 6;

export const resetPasswordSchema = object({
  password: newPasswordSchema(),
  confirmPassword: confirmPasswordSchema(),
});

export const codeVerificationSchema = object({ code: codeSchema(CODE_LENGTH) });

export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export type CodeVerificationValues = InferType<typeof codeVerificationSchema>;
