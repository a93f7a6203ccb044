import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen (user text is rendered as text). */
  description?: ReactNode;
  confirmLabel: string;
  /** Default 'Cancel' (ui knows no locale: pass the screen's language). */
  cancelLabel?: string;
  /**
   * Runs the action. Return its promise and the dialog shows progress and refuses a second confirm
   * until it settles; or drive `pending` yourself.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape or a click outside; not while pending. */
  onClose: () => void;
  /** The action is running: progress on the confirm button, both buttons disabled. */
  pending?: boolean;
  /** A destructive action (delete, cancel a withdrawal): the confirm button is red. */
  destructive?: boolean;
}

/**
 * Asks before an action. Cancel has the focus, so Enter never confirms by accident; while the action
 * runs, the dialog stays open and a second confirm is ignored (one request per action).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  pending = false,
  destructive = false,
}: ConfirmDialogProps) {
  const id = useId();
  const [running, setRunning] = useState(false);
  const busy = pending || running;

  const confirm = () => {
    if (busy) return;
    const result = onConfirm();
    if (result instanceof Promise) {
      setRunning(true);
      result.then(
        () => setRunning(false),
        () => setRunning(false),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={description === undefined ? undefined : `${id}-description`}
    >
      {/* Plaintext: a Thai or Latin question keeps its mark at its end in an RTL page. */}
      <DialogTitle id={`${id}-title`} variant="h4" component="h2" sx={{ unicodeBidi: 'plaintext' }}>
        {title}
      </DialogTitle>
      {description !== undefined && (
        <DialogContent>
          <DialogContentText
            id={`${id}-description`}
            component="div"
            sx={{ overflowWrap: 'break-word', unicodeBidi: 'plaintext' }}
          >
            {description}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" autoFocus disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          onClick={confirm}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
