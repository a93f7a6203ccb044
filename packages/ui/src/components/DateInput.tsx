import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import { touchTarget } from '../a11y/touchTarget';
import { FieldAdornment, withAdornedStart } from '../form/FieldAdornment';
import { formatDay, NUMERIC_DAY, parseDay } from '../format/date';
import { TextInput, type TextInputProps } from './TextInput';

/** How the day reads: the browser's own (its language, its calendar) or the given locale's. */
export type DateInputLocale =
  | { locale?: undefined; pickerLabel?: undefined }
  | {
      /** Shows and reads the day in this locale (`th-TH`: `20/11/2569`, Buddhist era). */
      locale: string;
      /** The calendar button's name, in the page's language. */
      pickerLabel: string;
    };

export type DateInputProps = Pick<
  TextInputProps,
  | 'label'
  | 'helperText'
  | 'error'
  | 'fullWidth'
  | 'size'
  | 'id'
  | 'name'
  | 'inputRef'
  | 'disabled'
  | 'required'
  | 'autoFocus'
  | 'placeholder'
  | 'sx'
> &
  DateInputLocale & {
    /** The day, `YYYY-MM-DD`; '' for none; other text is what was typed that is not a day. */
    value: string;
    /** A day as `YYYY-MM-DD`, '' when emptied, or (on leaving the field) typed text that is not a day. */
    onChange: (value: string) => void;
    onBlur?: () => void;
    /** Earliest and latest day the picker offers, `YYYY-MM-DD`; checking a typed day is the caller's. */
    min?: string;
    max?: string;
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day. Without `locale`: the browser's native date input, which shows the day in the
 * browser's language and calendar. With `locale`: a text field that shows and reads the day as the
 * locale writes it (`20/11/2569` in Thai), with a button that opens the device's own picker. A
 * typed day reaches `onChange` as soon as it is one; text that is not a day, when the field is left.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  min,
  max,
  locale,
  pickerLabel,
  sx,
  ...field
}: DateInputProps) {
  const picker = useRef<HTMLInputElement>(null);
  // What is typed while the field has it: shown as typed, not re-formatted under the caret.
  const [draft, setDraft] = useState<string | null>(null);

  if (locale === undefined) {
    return (
      <TextInput
        {...field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        type="date"
        inputProps={{ min, max }}
        // An empty start adornment keeps the label raised and the outline notched (MUI raises the
        // label of a field adorned at its start), without taking any room: the day lines up with
        // the label like any other field's value.
        startAdornment={<span />}
        sx={withAdornedStart(sx)}
      />
    );
  }

  const shown = draft ?? (DAY.test(value) ? formatDay(value, { locale, parts: NUMERIC_DAY }) : value);
  const type = (text: string) => {
    setDraft(text);
    const day = text.trim() === '' ? '' : parseDay(text, { locale });
    if (day !== null) onChange(day);
  };
  const leave = () => {
    if (draft !== null && draft.trim() !== '' && parseDay(draft, { locale }) === null) onChange(draft.trim());
    setDraft(null);
    onBlur?.();
  };
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // No picker for this input here (an older browser): the day can still be typed.
    }
  };

  return (
    <TextInput
      {...field}
      sx={sx}
      value={shown}
      onChange={(event) => type(event.target.value)}
      onBlur={leave}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      endAdornment={
        <FieldAdornment position="end">
          <Box component="span" sx={{ position: 'relative', display: 'flex' }}>
            <IconButton
              edge="end"
              size={field.size === 'small' ? 'small' : 'medium'}
              aria-label={pickerLabel}
              disabled={field.disabled}
              onClick={openPicker}
              sx={touchTarget}
            >
              <IconCalendar size={field.size === 'small' ? 18 : 22} stroke={1.6} />
            </IconButton>
            {/* The device's picker opens from this input, under the button; it is never seen or focused. */}
            <Box
              component="input"
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden
              value={DAY.test(value) ? value : ''}
              min={min}
              max={max}
              disabled={field.disabled}
              onChange={(event: { target: { value: string } }) => {
                setDraft(null);
                onChange(event.target.value);
              }}
              sx={{
                position: 'absolute',
                insetInlineStart: 0,
                bottom: 0,
                width: '1px',
                height: '1px',
                p: 0,
                border: 0,
                opacity: 0,
                pointerEvents: 'none',
              }}
            />
          </Box>
        </FieldAdornment>
      }
    />
  );
}
