import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * What every form field takes: the form's `control` and the field's `name`, then the props of an
 * MUI field. `Values` is what the fields hold (text for text, amount and date fields); `Output` is
 * what the resolver hands to the submit handler (a schema may turn an amount's text into satang).
 */
export interface FormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values> {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** Fields validated again when this one changes (a due date that depends on the issue date). */
  deps?: FieldPath<Values> | FieldPath<Values>[];
  label: ReactNode;
  /** A hint under the field; the field's error message takes its place while there is one. */
  helperText?: ReactNode;
  disabled?: boolean;
  /** Marks the label with an asterisk; the schema is what refuses an empty value. */
  required?: boolean;
  /** Default true: a form on a phone is one column of full-width fields. */
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  id?: string;
  sx?: SxProps<Theme>;
}

/** A field's name whose value is text (what text, password, amount, date and select fields hold). */
export type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string | null | undefined>;

/** A field's name whose value is a yes/no (what a checkbox holds). */
export type BooleanPath<Values extends FieldValues> = FieldPathByValue<Values, boolean | null | undefined>;
