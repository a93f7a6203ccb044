import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { touchTarget, visuallyHidden } from '@pp/ui';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useController, type Control } from 'react-hook-form';

import type { DepositFields, DepositValues } from '../walletForms';
import { depositCopy } from './copy';
import { fileSizeText, SLIP_ACCEPT, slipMessage, slipRefusal } from './slip';

export interface SlipFieldProps {
  control: Control<DepositFields, unknown, DepositValues>;
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
 * The transfer slip of a deposit (decisions section 9): a button that opens the file picker (the
 * input itself is hidden), or a file dropped on the area; a JPEG, PNG or WebP of at most 5 MB is
 * kept and previewed with a remove button, anything else is refused at once with a Thai message at
 * the field and nothing is kept.
 */
export function SlipField({ control, disabled = false }: SlipFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  /** Set by remove: the picker's button takes the focus once it is back. */
  const refocus = useRef(false);
  const [dragging, setDragging] = useState(false);
  const { field, fieldState } = useController({ control, name: 'slip' });
  const [refused, setRefused] = useState<string | null>(null);
  const file = field.value;
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
    const refusal = slipRefusal(chosen);
    if (refusal) {
      setRefused(slipMessage(refusal));
      field.onChange(null);
    } else {
      setRefused(null);
      field.onChange(chosen);
    }
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
        {depositCopy.slip.label}
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
          accept={SLIP_ACCEPT}
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
                  alt={depositCopy.slip.preview(file.name)}
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </Box>
            <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'break-word' }}>
                {file.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {depositCopy.slip.attached} · {fileSizeText(file.size)}
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
                {depositCopy.slip.change}
              </Button>
              <Button
                variant="text"
                color="error"
                disabled={disabled}
                sx={touchTarget}
                startIcon={<IconTrash size={18} />}
                onClick={remove}
              >
                {depositCopy.slip.remove}
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
              {depositCopy.slip.choose}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {depositCopy.slip.drop}
            </Typography>
          </Stack>
        )}
      </Box>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {depositCopy.slip.hint}
      </FormHelperText>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
