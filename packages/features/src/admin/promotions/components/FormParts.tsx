/**
 * Pieces the back-office write dialogs share: the failure above a form, the form's buttons, and the
 * confirmation of an on/off switch (a promotion, a credit code) with its failure in the dialog.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { ConfirmDialog, FormAlert, useNotify } from '@pp/ui';
import { useState } from 'react';

import { toApiError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/useT';
import { writeFailedMessage } from '../../errors';
import { adminNs } from '../../i18n';

/** Why the last write failed, above the fields (nothing when it did not). */
export function WriteFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormAlert severity="error">{message}</FormAlert>
    </Box>
  );
}

/** Cancel and the submit button of a form dialog; the submit shows progress while the write runs. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useT(adminNs);
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/** What the switch dialog says about switching one item. */
export interface SwitchText {
  title: string;
  description: string;
  confirmLabel: string;
  /** Switching off: the confirm button is red. */
  off: boolean;
}

export interface SwitchDialogProps<T> {
  /** The item to switch; null: closed. */
  item: T | null;
  text: (item: T) => SwitchText;
  /** Switches it; resolves with the notice to show. */
  onSwitch: (item: T) => Promise<string>;
  onClose: () => void;
}

/**
 * Asks before switching an item off or on (never a delete); while the request runs a second
 * confirm is ignored; a failure is said in the dialog, which stays open; a success closes it with a
 * notice.
 */
export function SwitchDialog<T>({ item, text, onSwitch, onClose }: SwitchDialogProps<T>) {
  const { t } = useT(adminNs);
  const notify = useNotify();
  // The dialog keeps its item (and its words) while it fades out.
  const [last, setLast] = useState<T | null>(item);
  if (item !== null && item !== last) setLast(item);
  const shown = item ?? last;
  const words = shown === null ? null : text(shown);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (item === null) return;
    setFailure(null);
    try {
      const notice = await onSwitch(item);
      onClose();
      notify({ message: notice, severity: 'success' });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status !== -1) setFailure(writeFailedMessage(t, apiError));
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title={words?.title ?? ''}
      description={
        <>
          {words?.description}
          {failure && (
            <Box sx={{ mt: 2 }}>
              <FormAlert severity="error">{failure}</FormAlert>
            </Box>
          )}
        </>
      }
      confirmLabel={words?.confirmLabel ?? ''}
      cancelLabel={t('common.cancel')}
      destructive={words?.off ?? false}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
