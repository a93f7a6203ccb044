import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';

import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends FormFieldProps<Values, Name, Output> {
  options: readonly SelectOption[];
  autoFocus?: boolean;
}

/**
 * A choice among options bound to react-hook-form (MUI's select: the only form field that carries
 * the Select/Menu stack, so keep it off a page that must load light). The closed field shows the
 * chosen option's label (an option of value '' too); a long list scrolls inside its menu.
 */
export function FormSelectField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  options,
  ...props
}: FormSelectFieldProps<Values, Name, Output>) {
  const { inputRef, ...binding } = useFormField({ control, name, deps, disabled, helperText });
  // An option whose value is '' ("None") is shown like any other, with the label kept above it.
  const offersEmpty = options.some((option) => option.value === '');
  return (
    <TextField
      {...props}
      {...binding}
      select
      inputRef={inputRef}
      fullWidth={fullWidth}
      slotProps={{
        ...(offersEmpty ? { inputLabel: { shrink: true } } : {}),
        select: {
          displayEmpty: offersEmpty,
          renderValue: (value) => options.find((option) => option.value === value)?.label ?? '',
          MenuProps: { slotProps: { paper: { sx: { maxHeight: (theme) => theme.spacing(40) } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
