import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { FieldValues } from 'react-hook-form';

import type { FormFieldProps, TextPath } from './types';
import { useFormField } from './useFormField';

export interface FormCodeFieldProps<
  Values extends FieldValues,
  Name extends TextPath<Values>,
  Output = Values,
> extends Omit<FormFieldProps<Values, Name, Output>, 'fullWidth' | 'size'> {
  /** How many digits the code has (4 to 6). */
  length: 4 | 5 | 6;
  /** The accessible name of each box: `(1, 6) => 'digit 1 of 6'`. */
  digitLabel: (position: number, length: number) => string;
  autoFocus?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code of 4 to 6 digits bound to react-hook-form, one box per digit. The form holds the
 * digits as one string. Typing moves to the next box, Backspace on an empty box goes back and
 * clears it, the arrow keys (and Home/End) move between boxes, and a pasted or autofilled code
 * fills the boxes from the one it lands in. Phones open the number pad and offer the code of an
 * SMS (`autocomplete="one-time-code"`). The code reads left to right in every direction.
 */
export function FormCodeField<Values extends FieldValues, Name extends TextPath<Values>, Output = Values>({
  control,
  name,
  deps,
  label,
  helperText,
  disabled,
  required,
  length,
  digitLabel,
  autoFocus,
  id,
  sx,
}: FormCodeFieldProps<Values, Name, Output>) {
  const binding = useFormField({ control, name, deps, disabled, helperText });
  const autoId = useId();
  const baseId = id ?? autoId;
  const labelId = `${baseId}-label`;
  const helperId = binding.helperText ? `${baseId}-helper-text` : undefined;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const code = digitsOf(binding.value).slice(0, length);
  const digits = Array.from({ length }, (_, index) => code[index] ?? '');

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };
  const write = (next: string[]) => binding.onChange({ target: { value: next.join('').slice(0, length) } });

  /** Puts `text`'s digits from box `index` on, and moves to the box after the last one. */
  const fill = (index: number, text: string) => {
    const incoming = digitsOf(text);
    if (incoming === '') return;
    // A whole code (pasted or autofilled) replaces the code, wherever it lands.
    // Digits stay contiguous: a digit typed past the code's end goes to the first empty box.
    const start = incoming.length >= length ? 0 : Math.min(index, code.length);
    const next = [...digits];
    for (const [offset, digit] of [...incoming.slice(0, length - start)].entries())
      next[start + offset] = digit;
    write(next);
    focusBox(Math.min(length - 1, start + incoming.length));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: Math.min(length - 1, code.length),
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const at = digits[index] === '' ? index - 1 : index;
      if (at < 0) return;
      write(digits.filter((_, position) => position !== at));
      focusBox(at);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helperId} sx={sx}>
      <Typography
        id={labelId}
        component="div"
        variant="subtitle2"
        sx={{ mb: 1.25, color: binding.error ? 'error.main' : 'text.primary', textAlign: 'center' }}
      >
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <Box
        dir="ltr"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${length}, minmax(0, 3.5rem))`,
          justifyContent: 'center',
          gap: { xs: 1, sm: 1.5 },
        }}
      >
        {digits.map((digit, index) => (
          <InputBase
            // The boxes are positions, not items: their order never changes.
            key={index}
            id={index === 0 ? baseId : undefined}
            name={index === 0 ? binding.name : undefined}
            value={digit}
            disabled={binding.disabled}
            autoFocus={autoFocus === true && index === 0}
            error={binding.error}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
              if (index === 0) binding.inputRef(element);
            }}
            onChange={(event) => {
              const typed = digitsOf(event.target.value);
              // The new digit is the one that is not the box's old one (the caret may be on either side).
              fill(index, typed.length === 2 && typed.startsWith(digit) ? typed.slice(1) : typed);
            }}
            onFocus={(event) => event.target.select()}
            onBlur={binding.onBlur}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            inputProps={{
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': digitLabel(index + 1, length),
              'aria-invalid': binding.error,
              'aria-describedby': helperId,
            }}
            sx={{
              height: { xs: '3.25rem', sm: '3.5rem' },
              borderRadius: 1.5,
              border: 1,
              borderColor: binding.error ? 'error.main' : 'divider',
              bgcolor: 'background.paper',
              fontSize: '1.5rem',
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
              transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
              '&:hover': { borderColor: binding.error ? 'error.main' : 'text.secondary' },
              '&.Mui-focused': {
                borderColor: binding.error ? 'error.main' : 'secondary.main',
                boxShadow: (theme) =>
                  `0 0 0 1px ${theme.palette[binding.error ? 'error' : 'secondary'].main}`,
              },
              '& input': { textAlign: 'center', p: 0, height: '100%' },
            }}
          />
        ))}
      </Box>
      {binding.helperText && (
        <FormHelperText id={helperId} error={binding.error} sx={{ textAlign: 'center', mx: 0, mt: 1 }}>
          {binding.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
