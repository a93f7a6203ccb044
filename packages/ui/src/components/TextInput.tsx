import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'inputRef'
  | 'disabled'
  | 'required'
  | 'placeholder'
  | 'endAdornment'
  | 'startAdornment'
  | 'inputProps'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'sx'
> {
  label: ReactNode;
  /** A hint under the field; an error message replaces it. */
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  id?: string;
}

/**
 * An outlined text field that looks and behaves like MUI's `TextField` (label, notched outline,
 * helper text wired with aria-describedby) without its `select` mode: `TextField` imports the whole
 * Select/Menu/Popover/Modal stack, about 15 KB gzip, which the login page cannot afford.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  fullWidth = false,
  size,
  id,
  required,
  disabled,
  sx,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const labelId = `${inputId}-label`;
  return (
    <FormControl
      variant="outlined"
      error={error}
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={inputId} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
