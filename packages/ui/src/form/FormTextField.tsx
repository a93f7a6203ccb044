import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { TextInput } from '../components/TextInput';
import { withAdornedStart } from './FieldAdornment';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface FormTextFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends FormFieldProps<Values, Name, Output> {
  /** `time`: the browser's own time field, its value `HH:MM` (an event's start and end). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'time';
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
  // The browser's time field always shows its `--:--` mask: an empty start adornment keeps the
  // label raised above it, as DateInput does for the date field.
  const time = props.type === 'time' && props.startAdornment === undefined;
  return (
    <TextInput
      {...props}
      {...binding}
      {...(time ? { startAdornment: <span />, sx: withAdornedStart(props.sx) } : {})}
      fullWidth={fullWidth}
      inputProps={inputMode === undefined && maxLength === undefined ? undefined : { inputMode, maxLength }}
    />
  );
}
