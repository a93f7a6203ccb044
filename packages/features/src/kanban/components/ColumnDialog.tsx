import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormAlert, FormTextField } from '@pp/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { failedMessage } from './useFormWrites';
import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import { columnSchemaWith } from '../forms';
import { kanbanNs } from '../i18n';
import { messagesOf } from './messages';

export interface ColumnDialogProps {
  /** The column renamed (its id and title), a new column (`{ id: null }`), or null: closed. */
  column: { id: string | null; title: string } | null;
  onClose: () => void;
  /** Adds or renames; a rejection shows its message in the dialog. */
  onSave: (title: string) => Promise<unknown>;
}

function ColumnForm({
  column,
  titleId,
  onClose,
  onSave,
}: ColumnDialogProps & { column: { id: string | null; title: string }; titleId: string }) {
  const { t } = useT(kanbanNs);
  const schema = useMemo(() => columnSchemaWith(messagesOf(t)), [t]);
  const { control, handleSubmit, formState, setError } = useForm({
    defaultValues: { title: column.title },
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async ({ title }) => {
    try {
      await onSave(title);
    } catch (error) {
      applyServerError(setError, error, {
        requestFailed: failedMessage(t, error),
      });
    }
  });
  const serverMessage = formState.errors.root?.server?.message;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} variant="h3" component="h2">
        {column.id === null ? t('column.addTitle') : t('column.renameTitle')}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {serverMessage && <FormAlert severity="error">{serverMessage}</FormAlert>}
        <FormTextField
          control={control}
          name="title"
          label={t('column.name')}
          required
          autoFocus
          autoComplete="off"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {column.id === null ? t('column.add') : t('common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Names a new column or renames one. */
export function ColumnDialog({ column, onClose, onSave }: ColumnDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={column !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {column && (
        <ColumnForm
          key={column.id ?? 'new'}
          column={column}
          titleId={titleId}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}
