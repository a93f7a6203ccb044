import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { FormAlert, FormSelectField, FormTextField, useNotify } from '@pp/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import { useWrite } from '../../shared/query/write';
import { ONLINE_STATUSES } from '../api/schemas';
import { modifyUserAtom } from '../atoms';
import { chatNs, type ChatKey } from '../i18n';
import type { ChatUser } from '../types';
import {
  chatUserFormSchema,
  chatUserInput,
  chatUserToForm,
  TEXT_MAX,
  type ChatUserFormValues,
} from '../userForm';

type TextFieldName = Exclude<keyof ChatUserFormValues, 'online_status'>;

/** The text fields of the form, in order: name, label, input type, whole row. */
const TEXT_FIELDS: readonly (readonly [TextFieldName, ChatKey, ('email' | 'tel')?])[] = [
  ['company', 'details.company'],
  ['role', 'details.role'],
  ['status', 'details.team'],
  ['location', 'details.location'],
  ['work_email', 'details.workEmail', 'email'],
  ['personal_email', 'details.personalEmail', 'email'],
  ['work_phone', 'details.workPhone', 'tel'],
  ['personal_phone', 'details.personalPhone', 'tel'],
];

function EditForm({ user, titleId, onClose }: { user: ChatUser; titleId: string; onClose: () => void }) {
  const { t } = useT(chatNs);
  const notify = useNotify();
  const save = useWrite(modifyUserAtom);
  const schema = useMemo(
    () =>
      chatUserFormSchema({
        name: t('errors.name'),
        tooLong: t('errors.tooLong', { max: TEXT_MAX }),
        email: t('errors.email'),
        phone: t('errors.phone'),
      }),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<ChatUserFormValues>({
    defaultValues: chatUserToForm(user),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.run(chatUserInput(user, values));
      notify({ message: t('edit.saved', { name: values.name }), severity: 'success' });
      onClose();
    } catch (error) {
      applyServerError(setError, error, { requestFailed: t('edit.failed') });
    }
  });
  const serverError = formState.errors.root?.server?.message;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t('edit.title')}
      </DialogTitle>
      <DialogContent dividers>
        {serverError && (
          <Box sx={{ mb: 2 }}>
            <FormAlert severity="error">{serverError}</FormAlert>
          </Box>
        )}
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('details.name')}
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="online_status"
              label={t('details.presence')}
              options={ONLINE_STATUSES.map((value) => ({ value, label: t(`presence.${value}`) }))}
            />
          </Grid>
          {TEXT_FIELDS.map(([name, label, type]) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name={name} label={t(label)} type={type} autoComplete="off" />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export interface EditContactDialogProps {
  /** The contact edited, or null when closed. */
  user: ChatUser | null;
  onClose: () => void;
}

/** Edits a contact (`POST /api/chat/users/modify` with its id), messages at the fields. */
export function EditContactDialog({ user, onClose }: EditContactDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={user !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {user && <EditForm key={user.id} user={user} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
