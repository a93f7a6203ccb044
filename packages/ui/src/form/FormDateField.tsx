import type { FieldValues } from 'react-hook-form';

import { TextInput } from '../components/TextInput';
import { withAdornedStart } from './FieldAdornment';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface FormDateFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends FormFieldProps<Values, Name, Output> {
  /** Earliest and latest day the picker offers, `YYYY-MM-DD`; the schema is what refuses others. */
  min?: string;
  max?: string;
  autoFocus?: boolean;
}

/**
 * A calendar day bound to react-hook-form, as a native date input: the phone's own picker, the value
 * a `YYYY-MM-DD` text. The label sits above the field at all times, since the browser always shows
 * the day's format in it.
 */
export function FormDateField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  min,
  max,
  sx,
  ...props
}: FormDateFieldProps<Values, Name, Output>) {
  const binding = useFormField({ control, name, deps, disabled, helperText });
  return (
    <TextInput
      {...props}
      {...binding}
      type="date"
      fullWidth={fullWidth}
      inputProps={{ min, max }}
      // An empty start adornment keeps the label raised and the outline notched (MUI raises the
      // label of a field adorned at its start), without taking any room: the day lines up with the
      // label like any other field's value.
      startAdornment={<span />}
      sx={withAdornedStart(sx)}
    />
  );
}
