import { useNotify } from '@pp/ui';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

import { toApiError } from '../../shared/api/errors';
import { applyServerError } from '../../shared/forms/applyServerError';
import { useT } from '../../shared/i18n/useT';
import { useWrite, type WriteAtom } from '../../shared/query/write';
import { kanbanNs, type KanbanT } from '../i18n';

/** "Nothing was changed: <why>" in the page's language. */
export const failedMessage = (t: KanbanT, error: unknown) =>
  t('done.failed', { message: toApiError(error).message });

/**
 * The writes of an item's or a story's form: save (add or edit) and delete after a confirmation.
 * Each tells the user how it went: a success notification and `onDone`, or the server's refusal
 * at the form (save) or in a notification (delete).
 */
export function useFormWrites<SaveInput, SaveAnswer, DeleteInput, DeleteAnswer>(
  saveAtom: WriteAtom<SaveInput, SaveAnswer>,
  deleteAtom: WriteAtom<DeleteInput, DeleteAnswer>,
  onDone: () => void,
) {
  const { t } = useT(kanbanNs);
  const notify = useNotify();
  const save = useWrite(saveAtom);
  const remove = useWrite(deleteAtom);
  const [confirming, setConfirming] = useState(false);

  const submit = async <Values extends FieldValues>(
    input: SaveInput,
    done: { title: string; added: boolean },
    setError: UseFormSetError<Values>,
  ) => {
    try {
      await save.run(input);
      notify({
        message: t(done.added ? 'done.added' : 'done.saved', { title: done.title }),
        severity: 'success',
      });
      onDone();
    } catch (error) {
      applyServerError(setError, error, { requestFailed: failedMessage(t, error) });
    }
  };
  const confirmDelete = async (input: DeleteInput, title: string) => {
    try {
      await remove.run(input);
      notify({ message: t('done.deleted', { title }), severity: 'success' });
      setConfirming(false);
      onDone();
    } catch (error) {
      setConfirming(false);
      notify({ message: failedMessage(t, error), severity: 'error' });
    }
  };
  return { submit, confirmDelete, confirming, setConfirming, deleting: remove.isPending };
}
