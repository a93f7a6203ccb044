import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import { PasswordField, type PasswordFieldProps } from './PasswordField';

interface ControlledProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
}

/** A text field bound to react-hook-form: its error replaces the hint, the input keeps its value. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: ControlledProps<Values> & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          inputRef={ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A password field bound to react-hook-form. */
export function FormPasswordField<Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: ControlledProps<Values> & Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <PasswordField
          fullWidth
          {...props}
          {...field}
          inputRef={ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
