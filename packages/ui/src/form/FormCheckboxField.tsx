import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';

import type { BooleanPath, FormFieldProps } from './types';

export type FormCheckboxFieldProps<
  Values extends FieldValues,
  Name extends BooleanPath<Values>,
  Output = Values,
> = Omit<FormFieldProps<Values, Name, Output>, 'fullWidth'> & { autoFocus?: boolean };

/**
 * A yes/no bound to react-hook-form (accepting the terms, keeping an address as the default): its
 * error message replaces its hint under it, linked to the box with aria-describedby.
 */
export function FormCheckboxField<
  Values extends FieldValues,
  Name extends BooleanPath<Values>,
  Output = Values,
>({
  control,
  name,
  deps,
  label,
  helperText,
  disabled,
  required,
  size,
  id,
  sx,
  autoFocus,
}: FormCheckboxFieldProps<Values, Name, Output>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: deps === undefined ? undefined : { deps },
  });
  const autoId = useId();
  const inputId = id ?? autoId;
  const message = fieldState.error?.message ?? helperText;
  const helperId = message ? `${inputId}-helper-text` : undefined;
  const invalid = fieldState.error !== undefined;
  const isDisabled = disabled === true || field.disabled === true;
  return (
    <FormControl error={invalid} disabled={isDisabled} required={required} sx={sx}>
      <FormControlLabel
        label={label}
        required={required}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            size={size}
            autoFocus={autoFocus}
            // An unticked box in error is outlined in the error colour, like a text field's outline.
            sx={invalid ? { color: 'error.main' } : undefined}
            slotProps={{
              input: {
                id: inputId,
                ref: field.ref,
                'aria-describedby': helperId,
                'aria-invalid': invalid || undefined,
              },
            }}
          />
        }
      />
      {message && (
        <FormHelperText id={helperId} sx={{ mt: 0, mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
