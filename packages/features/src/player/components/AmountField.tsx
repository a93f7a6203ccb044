import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { forwardRef, type ReactNode } from 'react';

import { copy } from '../copy';

export interface AmountFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: ReactNode;
  /** While a request runs: the value stays visible and readable, but cannot change. */
  readOnly?: boolean;
}

/** The amount input of the wallet forms: label จำนวนเงิน, a decimal keypad on phones, baht after it. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { id, value, onChange, error, hint, readOnly = false },
  ref,
) {
  return (
    <TextField
      id={id}
      inputRef={ref}
      label={copy.amount.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? hint}
      required
      fullWidth
      autoComplete="off"
      placeholder={copy.amount.placeholder}
      slotProps={{
        htmlInput: { inputMode: 'decimal', readOnly },
        input: {
          endAdornment: <InputAdornment position="end">{copy.common.baht}</InputAdornment>,
          sx: { fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' },
        },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    />
  );
});
