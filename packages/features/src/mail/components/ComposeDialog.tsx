import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { IconSend } from '@tabler/icons-react';
import { FormAlert, FormTextField } from '@pp/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { applyServerError } from '../../shared/forms/applyServerError';
import type { MailChange, SendMailRequest } from '../types';
import type { MailT } from '../i18n';
import { composeSchema, MESSAGE_MAX, SUBJECT_MAX, toSendRequest, type ComposeValues } from '../composeForm';

/** What the dialog opens with: a new mail, or a reply. */
export interface ComposeStart {
  kind: 'new' | 'reply';
  values: ComposeValues;
}

export interface ComposeDialogProps {
  t: MailT;
  /** null: closed. */
  start: ComposeStart | null;
  onClose: () => void;
  send: (request: SendMailRequest) => Promise<MailChange>;
  onSent: (request: SendMailRequest) => void;
}

function ComposeForm({
  t,
  start,
  titleId,
  onClose,
  send,
  onSent,
}: Omit<ComposeDialogProps, 'start'> & { start: ComposeStart; titleId: string }) {
  const schema = useMemo(() => composeSchema(t), [t]);
  const { control, handleSubmit, formState, setError } = useForm<ComposeValues>({
    defaultValues: start.values,
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    const request = toSendRequest(values);
    try {
      await send(request);
      onSent(request);
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('compose.failed') });
    }
  });
  const serverError = formState.errors.root?.server?.message;
  const reply = start.kind === 'reply';
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t(reply ? 'compose.replyTitle' : 'compose.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {serverError && <FormAlert severity="error">{serverError}</FormAlert>}
          <FormTextField
            control={control}
            name="to"
            label={t('compose.to')}
            type="email"
            required
            autoComplete="email"
            autoFocus={!reply}
          />
          <FormTextField
            control={control}
            name="subject"
            label={t('compose.subject')}
            required
            maxLength={SUBJECT_MAX}
          />
          <FormTextField
            control={control}
            name="message"
            label={t('compose.body')}
            required
            multiline
            minRows={6}
            maxRows={14}
            maxLength={MESSAGE_MAX}
            autoFocus={reply}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} sx={{ minHeight: 44 }}>
          {t('compose.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          startIcon={<IconSend size={18} />}
          sx={{ minHeight: 44 }}
        >
          {t('compose.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Compose or reply: to, subject and message, checked at the fields, then sent (it lands in `sent`). */
export function ComposeDialog({ start, onClose, ...rest }: ComposeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={start !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {start && <ComposeForm {...rest} start={start} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
