import { ConfirmDialog, useNotify } from '@pp/ui';
import { useCallback, useState, type ReactNode } from 'react';

import { useT } from '../../shared/i18n/useT';
import { customerNs } from '../i18n';

interface Pending<Row> {
  row: Row;
  title: string;
  message: string;
  done: string;
}

export interface RemovalText<Row> {
  /** Dialog title: 'Delete customer?'. */
  title: (row: Row) => string;
  /** Dialog sentence: 'Alex Carter will be removed from the list.' */
  message: (row: Row) => string;
  /** Notification after the removal: 'Alex Carter deleted'. */
  done: (row: Row) => string;
}

export interface Removal<Row> {
  /** Rows without the removed ones. */
  visible: (rows: readonly Row[]) => Row[];
  /** Opens the confirmation for a row. */
  ask: (row: Row) => void;
  /** The confirmation dialog; render once. */
  elements: ReactNode;
}

/**
 * Client-side removal with a safety net: a confirmation dialog first, then the row disappears and
 * the app's notification offers Undo for a few seconds. Nothing is sent to a server (the demo API
 * has no delete). Pass `idOf` and `text` as stable values (module constants or memoised).
 */
export function useRemoval<Row, Id extends string | number>(
  idOf: (row: Row) => Id,
  text: RemovalText<Row>,
): Removal<Row> {
  const { t } = useT(customerNs);
  const notify = useNotify();
  const [removed, setRemoved] = useState<ReadonlySet<Id>>(() => new Set());
  // The dialog keeps its last content while it fades out, so it never empties on screen.
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

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
    setDialogOpen(false);
    const undo = () =>
      setRemoved((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      });
    notify({ message: pending.done, action: { label: t('common.undo'), onAction: undo } });
  };

  const elements = (
    <ConfirmDialog
      open={dialogOpen}
      title={pending?.title ?? ''}
      description={pending?.message ?? ''}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      destructive
      onConfirm={confirm}
      onClose={() => setDialogOpen(false)}
    />
  );

  return { visible, ask, elements };
}
