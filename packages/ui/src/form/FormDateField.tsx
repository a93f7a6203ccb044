import type { FieldValues } from 'react-hook-form';

import { DateInput, type DateInputLocale } from '../components/DateInput';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export type FormDateFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> = FormFieldProps<Values, Name, Output> &
  DateInputLocale & {
    /** Earliest and latest day the picker offers, `YYYY-MM-DD`; the schema is what refuses others. */
    min?: string;
    max?: string;
    autoFocus?: boolean;
    placeholder?: string;
  };

/**
 * A calendar day bound to react-hook-form, its value a `YYYY-MM-DD` text (`DateInput`): the
 * browser's native date input, or with `locale` a field that shows and reads the day as that
 * locale writes it (`20/11/2569` in Thai) with the device's picker a button away. Text typed that
 * is not a day reaches the form as typed, for the schema to refuse.
 */
export function FormDateField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  ...props
}: FormDateFieldProps<Values, Name, Output>) {
  const { onChange, ...binding } = useFormField({ control, name, deps, disabled, helperText });
  return (
    <DateInput
      {...props}
      {...binding}
      fullWidth={fullWidth}
      onChange={(value) => onChange({ target: { value } })}
    />
  );
}
