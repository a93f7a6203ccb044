import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { FormAlert, FormTextField, touchTarget } from '@pp/ui';

import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import { COMMENT_MAX } from '../api/schemas';
import { commentFormSchema, type CommentFormValues } from '../commentForm';
import { userNs } from '../i18n';

export interface CommentFormProps {
  /** The field's label (also its accessible name). */
  label: string;
  submitLabel: string;
  /** The text to start from (editing a comment). */
  initialText?: string;
  autoFocus?: boolean;
  /** Sends the text (trimmed); rejects with the reason, and the text stays. */
  onSubmit: (text: string) => Promise<unknown>;
  /** Shows a cancel button (reply and edit forms). */
  onCancel?: () => void;
}

/**
 * One text and a send button: a comment, a reply, or a comment's new text. The message of a
 * refused text shows at the field; a failed call above it, with what was typed kept.
 */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  autoFocus,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const { t } = useT(userNs);
  const schema = useMemo(
    () =>
      commentFormSchema({
        required: t('posts.commentRequired'),
        max: t('posts.commentMax', { max: COMMENT_MAX }),
      }),
    [t],
  );
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<CommentFormValues>({ defaultValues: { text: initialText }, resolver: yupResolver(schema) });
  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
      reset({ text: '' });
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('common.requestFailed') });
    }
  });
  const failure = errors.root?.server?.message;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      {failure && <FormAlert severity="error">{t('posts.notSent', { reason: failure })}</FormAlert>}
      <FormTextField
        control={control}
        name="text"
        label={label}
        size="small"
        multiline
        maxRows={6}
        autoFocus={autoFocus}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {onCancel && (
          <Button color="inherit" size="small" onClick={onCancel} sx={touchTarget}>
            {t('common.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          size="small"
          loading={isSubmitting}
          endIcon={<IconSend size={16} stroke={1.5} aria-hidden />}
          sx={touchTarget}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
