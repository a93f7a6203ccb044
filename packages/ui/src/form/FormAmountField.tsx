import type { FieldValues } from 'react-hook-form';

import { TextInput } from '../components/TextInput';
import { FieldAdornment, withAdornedStart } from './FieldAdornment';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface FormAmountFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends FormFieldProps<Values, Name, Output> {
  /** Shown before the amount (default `฿`). */
  currencySymbol?: string;
  /** Default `0.00`. */
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * A baht amount bound to react-hook-form. The field keeps exactly what was typed (`1,250.5`); the
 * form's schema reads it into satang, so a refused amount stays on screen to be corrected. A phone
 * shows its decimal keypad.
 */
export function FormAmountField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  currencySymbol = '฿',
  placeholder = '0.00',
  sx,
  ...props
}: FormAmountFieldProps<Values, Name, Output>) {
  const binding = useFormField({ control, name, deps, disabled, helperText });
  return (
    <TextInput
      {...props}
      {...binding}
      fullWidth={fullWidth}
      placeholder={placeholder}
      autoComplete="off"
      inputProps={{ inputMode: 'decimal' }}
      sx={withAdornedStart(sx)}
      startAdornment={
        <FieldAdornment position="start">
          <span aria-hidden="true">{currencySymbol}</span>
        </FieldAdornment>
      }
    />
  );
}
