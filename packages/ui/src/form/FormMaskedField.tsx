import { useLayoutEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';

import { TextInput } from '../components/TextInput';
import { applyMask, caretAfterDigits, type MaskPattern } from './mask';
import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface FormMaskedFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends FormFieldProps<Values, Name, Output> {
  /** `#` a digit, anything else a separator written for the user: `###-###-####`. */
  mask: MaskPattern;
  /** Default `numeric`: a phone shows its digit keypad. */
  inputMode?: 'numeric' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Default: the pattern with `0` for each digit (`000-000-0000`). */
  placeholder?: string;
}

/**
 * Digits in a pattern (a phone or bank account number) bound to react-hook-form. What is typed or
 * pasted is written in the pattern as it comes (`081-234-5678`), the caret stays after the digit
 * just typed, and the form holds the text as shown, for its schema to check.
 */
export function FormMaskedField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  helperText,
  disabled,
  fullWidth = true,
  mask,
  inputMode = 'numeric',
  placeholder,
  ...props
}: FormMaskedFieldProps<Values, Name, Output>) {
  const { onChange, inputRef, ...binding } = useFormField({ control, name, deps, disabled, helperText });
  const input = useRef<HTMLInputElement | null>(null);
  /** Where the caret goes once the text written in the pattern is on screen. */
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <TextInput
      {...props}
      {...binding}
      fullWidth={fullWidth}
      placeholder={placeholder ?? mask.replace(/#/g, '0')}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        inputRef(element);
      }}
      inputProps={{ inputMode }}
      onChange={(event) => {
        const { value, selectionStart } = event.target as HTMLInputElement;
        const masked = applyMask(mask, value);
        const digitsBefore = value.slice(0, selectionStart ?? value.length).replace(/\D/g, '').length;
        caret.current = caretAfterDigits(masked, digitsBefore);
        onChange({ target: { value: masked } });
      }}
    />
  );
}
