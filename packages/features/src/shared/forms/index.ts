export { formMessages } from './messages';
export {
  amountSchema,
  confirmPasswordSchema,
  newPasswordSchema,
  normalizePhone,
  passwordSchema,
  phoneSchema,
  requiredText,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  type AmountLimits,
} from './schemas';
export { formResolver } from './resolver';
export { applyServerError, type ServerErrorField, type ServerErrorOptions } from './applyServerError';
export { lazyResolver, type LazyResolver } from './lazyResolver';
