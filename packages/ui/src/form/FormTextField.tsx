import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { TextInput } from '../components/TextInput';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface FormTextFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends FormFieldProps<Values, Name, Output> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** The keyboard a phone shows: `tel` for a phone number, `numeric` for an account number. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * A text field bound to react-hook-form: what was typed stays in it, its error message replaces its
 * hint (linked to the input with aria-describedby, the input marked aria-invalid), and a refused
 * submit can focus it.
 */
export function FormTextField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  inputMode,
  maxLength,
  ...props
}: FormTextFieldProps<Values, Name, Output>) {
  const binding = useFormField({ control, name, deps, disabled, helperText });
  return (
    <TextInput
      {...props}
      {...binding}
      fullWidth={fullWidth}
      inputProps={inputMode === undefined && maxLength === undefined ? undefined : { inputMode, maxLength }}
    />
  );
}
