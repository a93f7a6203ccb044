import Stack from '@mui/material/Stack';
import { ConfirmDialog, FormAlert, useNotify } from '@pp/ui';
import { useState, type ReactNode } from 'react';

import type { ApiError } from '../../../shared/api/errors';
import { useT } from '../../../shared/i18n/useT';
import { useWrite } from '../../../shared/query/write';
import { writeFailedMessage } from '../../errors';
import { adminNs } from '../../i18n';
import type { AdminUser } from '../api';
import { userStatusAtom } from '../atoms';
import { usersNs } from '../i18n';
import { toggledStatus } from '../query';

/** Who a player is, in one line: the name, or the username when there is none. */
export const displayName = (user: AdminUser) => user.name || user.username;

/**
 * Ban or unban, asked first (ConfirmDialog: one request per action, an idempotency key each). On
 * success the list, the counts and the detail load again and `onChanged` gets the player as it is
 * now; a failure stays in the dialog, which can be confirmed again.
 */
export function useStatusChange(onChanged: (user: AdminUser) => void): {
  ask: (user: AdminUser) => void;
  element: ReactNode;
} {
  const { t } = useT(usersNs);
  const { t: ta } = useT(adminNs);
  const notify = useNotify();
  const change = useWrite(userStatusAtom);
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [shown, setShown] = useState<AdminUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (target !== null && target !== shown) setShown(target);

  const ask = (user: AdminUser) => {
    setFailure(null);
    setTarget(user);
  };

  const confirm = async () => {
    if (!target) return;
    const next = toggledStatus(target.status);
    setFailure(null);
    try {
      const updated = await change.run({ id: target.id, status: next });
      const name = displayName(target);
      notify({
        message: next === 'banned' ? t('ban.done', { name }) : t('unban.done', { name }),
        severity: 'success',
      });
      setTarget(null);
      onChanged(updated);
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status !== -1) setFailure(writeFailedMessage(ta, error));
    }
  };

  const user = target ?? shown;
  const banning = user ? toggledStatus(user.status) === 'banned' : true;
  const name = user ? displayName(user) : '';
  const element = (
    <ConfirmDialog
      open={target !== null}
      title={banning ? t('ban.title', { name }) : t('unban.title', { name })}
      description={
        <Stack spacing={1.5}>
          <span>{banning ? t('ban.text') : t('unban.text')}</span>
          {failure && <FormAlert severity="error">{failure}</FormAlert>}
        </Stack>
      }
      confirmLabel={banning ? t('ban.confirm') : t('unban.confirm')}
      cancelLabel={ta('common.cancel')}
      destructive={banning}
      pending={change.isPending}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );
  return { ask, element };
}
