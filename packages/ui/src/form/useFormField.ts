import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';

import type { FormFieldProps } from './types';

export interface FormFieldBinding {
  name: string;
  /** The field's value; `''` while the form holds nothing for it. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  /** Reaches the input element, so a refused submit can focus the first field in error. */
  inputRef: RefCallBack;
  disabled: boolean;
  error: boolean;
  /** The error message while there is one, else the hint. */
  helperText: ReactNode;
}

/** Binds a text-like field to react-hook-form: its value, its error in place of its hint, its ref. */
export function useFormField<Values extends FieldValues, Name extends FieldPath<Values>, Output>({
  control,
  name,
  deps,
  disabled,
  helperText,
}: Pick<
  FormFieldProps<Values, Name, Output>,
  'control' | 'name' | 'deps' | 'disabled' | 'helperText'
>): FormFieldBinding {
  const { field, fieldState } = useController({
    control,
    name,
    rules: deps === undefined ? undefined : { deps },
  });
  const value: unknown = field.value;
  return {
    name: field.name,
    value: typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '',
    onChange: (event) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    // Not given to useController: a disabled field there is left out of the submitted values.
    disabled: disabled === true || field.disabled === true,
    error: fieldState.error !== undefined,
    helperText: fieldState.error?.message ?? helperText,
  };
}
