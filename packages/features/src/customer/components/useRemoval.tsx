import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { IconX } from '@tabler/icons-react';
import { ConfirmDialog, SNACKBAR_AUTO_HIDE_MS } from '@pp/ui';
import { useCallback, useState, type ReactNode, type SyntheticEvent } from 'react';

interface Pending<Row> {
  row: Row;
  title: string;
  message: string;
  done: string;
}

interface Removed<Id> {
  ids: Id[];
  message: string;
  /** Changes on every removal, so a new snackbar replaces the previous one. */
  key: number;
}

export interface RemovalText<Row> {
  /** Dialog title: 'Delete customer?'. */
  title: (row: Row) => string;
  /** Dialog sentence: 'Alex Carter will be removed from the list.' */
  message: (row: Row) => string;
  /** Snackbar after the removal: 'Alex Carter deleted'. */
  done: (row: Row) => string;
}

export interface Removal<Row> {
  /** Rows without the removed ones. */
  visible: (rows: readonly Row[]) => Row[];
  /** Opens the confirmation for a row. */
  ask: (row: Row) => void;
  /** The confirmation dialog and the undo snackbar; render once. */
  elements: ReactNode;
}

/**
 * Client-side removal with a safety net: a confirmation dialog first, then the row disappears and
 * a snackbar offers Undo for a few seconds. Nothing is sent to a server (the demo API has no delete).
 * Pass `idOf` and `text` as stable values (module constants).
 */
export function useRemoval<Row, Id extends string | number>(
  idOf: (row: Row) => Id,
  text: RemovalText<Row>,
): Removal<Row> {
  const [removed, setRemoved] = useState<ReadonlySet<Id>>(() => new Set());
  // The dialog keeps its last content while it fades out, so it never empties on screen.
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [last, setLast] = useState<Removed<Id> | null>(null);
  const [snackbarOpen, setSnackbarOpen] = useState(false);

  const visible = useCallback(
    (rows: readonly Row[]) =>
      removed.size === 0 ? rows.slice() : rows.filter((row) => !removed.has(idOf(row))),
    [removed, idOf],
  );
  const ask = useCallback(
    (row: Row) => {
      setPending({ row, title: text.title(row), message: text.message(row), done: text.done(row) });
      setDialogOpen(true);
    },
    [text],
  );
  const confirm = () => {
    if (!pending || !dialogOpen) return;
    const id = idOf(pending.row);
    setRemoved((previous) => new Set(previous).add(id));
    setLast((previous) => ({ ids: [id], message: pending.done, key: (previous?.key ?? 0) + 1 }));
    setSnackbarOpen(true);
    setDialogOpen(false);
  };
  const undo = () => {
    if (last) {
      setRemoved((previous) => {
        const next = new Set(previous);
        for (const id of last.ids) next.delete(id);
        return next;
      });
    }
    setSnackbarOpen(false);
  };
  const closeSnackbar = (_event?: SyntheticEvent | Event | null, reason?: string) => {
    if (reason === 'clickaway') return;
    setSnackbarOpen(false);
  };

  const elements = (
    <>
      <ConfirmDialog
        open={dialogOpen}
        title={pending?.title ?? ''}
        description={pending?.message ?? ''}
        confirmLabel="Delete"
        destructive
        onConfirm={confirm}
        onClose={() => setDialogOpen(false)}
      />
      <Snackbar
        key={last?.key}
        open={snackbarOpen}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={closeSnackbar}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        message={last?.message}
        action={
          <>
            <Button color="inherit" size="small" onClick={undo} sx={{ fontWeight: 600 }}>
              Undo
            </Button>
            <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar()}>
              <IconX size={16} />
            </IconButton>
          </>
        }
      />
    </>
  );

  return { visible, ask, elements };
}
