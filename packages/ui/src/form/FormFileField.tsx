import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { touchTarget } from '../a11y/touchTarget';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatFileSize } from '../format/number';

/** The words of a file field, in the page's language. */
export interface FileFieldLabels {
  /** Above the drop area (the field's name). */
  label: string;
  /** Under it: the types and the largest size taken. */
  hint: string;
  /** The button that opens the file picker. */
  choose: string;
  /** The same button once a file is kept. */
  change: string;
  remove: string;
  /** Beside the button: a file may be dropped on the area. */
  drop: string;
  /** Beside the kept file's size. */
  attached: string;
  /** The text alternative of the preview. */
  preview: (name: string) => string;
}

/** A field's name whose value is a file or none. */
export type FilePath<Values extends FieldValues> = FieldPathByValue<Values, File | null | undefined>;

export interface FormFileFieldProps<
  Values extends FieldValues,
  Name extends FilePath<Values>,
  Output = Values,
> {
  control: Control<Values, unknown, Output>;
  name: Name;
  labels: FileFieldLabels;
  /** What the picker offers: types and file endings (`image/png,.png`). */
  accept: string;
  /** Why a chosen file is refused (its type, its size), in the page's language; null: it is kept. */
  refuse: (file: File) => string | null;
  disabled?: boolean;
}

/** A data: URL of `file` for the preview, read once per file (nothing to revoke, safe under StrictMode). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/**
 * An image file bound to react-hook-form: a button that opens the file picker (the input itself is
 * hidden), or a file dropped on the area. A file `refuse` accepts is kept and previewed with its
 * size, a change and a remove button; anything else is refused at once with its message at the
 * field (announced) and nothing is kept. The schema's own message shows there too.
 */
export function FormFileField<Values extends FieldValues, Name extends FilePath<Values>, Output = Values>({
  control,
  name,
  labels,
  accept,
  refuse,
  disabled = false,
}: FormFileFieldProps<Values, Name, Output>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  /** Set by remove: the picker's button takes the focus once it is back. */
  const refocus = useRef(false);
  const [dragging, setDragging] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const [refused, setRefused] = useState<string | null>(null);
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;
  const preview = usePreview(file);
  const error = refused ?? fieldState.error?.message ?? null;
  useEffect(() => {
    if (file || !refocus.current) return;
    refocus.current = false;
    chooser.current?.focus();
  }, [file]);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = refuse(chosen);
    setRefused(refusal);
    field.onChange(refusal ? null : chosen);
  };

  const remove = () => {
    setRefused(null);
    field.onChange(null);
    refocus.current = true;
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle1" component="p" sx={{ mb: 1 }}>
        {labels.label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={(theme) => ({
          p: 2,
          borderRadius: `${theme.shape.borderRadius}px`,
          border: 1,
          borderStyle: file ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'secondary.main' : 'divider',
          bgcolor: dragging ? 'secondary.light' : 'transparent',
        })}
      >
        <Box
          component="input"
          ref={input}
          type="file"
          accept={accept}
          tabIndex={-1}
          aria-hidden
          disabled={disabled}
          onChange={(event) => {
            const target = event.target as HTMLInputElement;
            choose(target.files?.[0]);
            target.value = '';
          }}
          sx={visuallyHidden}
        />
        {file ? (
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box
              sx={(theme) => ({
                width: theme.spacing(9),
                height: theme.spacing(12),
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'grey.100',
              })}
            >
              {preview && (
                <Box
                  component="img"
                  src={preview}
                  alt={labels.preview(file.name)}
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </Box>
            <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'break-word' }}>
                {file.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {labels.attached} · {formatFileSize(file.size)}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                color="secondary"
                disabled={disabled}
                sx={touchTarget}
                onClick={() => input.current?.click()}
                aria-describedby={hintId}
              >
                {labels.change}
              </Button>
              <Button
                variant="text"
                color="error"
                disabled={disabled}
                sx={touchTarget}
                startIcon={<IconTrash size={18} />}
                onClick={remove}
              >
                {labels.remove}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              ref={chooser}
              variant="outlined"
              color="secondary"
              disabled={disabled}
              sx={touchTarget}
              startIcon={<IconPhotoUp size={18} />}
              onClick={() => input.current?.click()}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            >
              {labels.choose}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {labels.drop}
            </Typography>
          </Stack>
        )}
      </Box>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {labels.hint}
      </FormHelperText>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
