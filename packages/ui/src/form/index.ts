export type { FormFieldProps, TextPath, BooleanPath } from './types';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export {
  FormPasswordField,
  type FormPasswordFieldProps,
  type PasswordToggleLabels,
} from './FormPasswordField';
export { FormAmountField, type FormAmountFieldProps } from './FormAmountField';
export { FormSelectField, type FormSelectFieldProps, type SelectOption } from './FormSelectField';
export { FormCheckboxField, type FormCheckboxFieldProps } from './FormCheckboxField';
export { FormDateField, type FormDateFieldProps } from './FormDateField';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { FormCodeField, type FormCodeFieldProps } from './FormCodeField';
export {
  PasswordStrengthMeter,
  type PasswordStrengthLevel,
  type PasswordStrengthMeterProps,
} from './PasswordStrengthMeter';
export { FormMaskedField, type FormMaskedFieldProps } from './FormMaskedField';
export { applyMask, maskComplete, maskSlots, unmask, type MaskPattern } from './mask';
export { FormFileField, type FileFieldLabels, type FilePath, type FormFileFieldProps } from './FormFileField';
