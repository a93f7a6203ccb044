import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Fields validated again when this one changes (a due date that depends on the issue date). */
  deps?: FieldPath<Values>[];
};

/**
 * A MUI text field bound to react-hook-form: shows the field's error message under it (and keeps
 * whatever was typed), else the helper text.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  helperText,
  deps,
  ...props
}: FormTextFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur, name: fieldName, disabled },
    fieldState: { error },
  } = useController({ control, name, rules: deps ? { deps } : undefined });
  return (
    <TextField
      {...props}
      name={fieldName}
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled ?? props.disabled}
      inputRef={ref}
      error={error !== undefined}
      helperText={error?.message ?? helperText}
    />
  );
}
