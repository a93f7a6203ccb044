import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, formatBaht, formatDate, formatDateTime, StatusChip, type StatusChipColor } from '@pp/ui';
import { useId, useState, type ReactNode } from 'react';

import { useT } from '../../../shared/i18n/useT';
import { useRemote, type RemoteRead } from '../../../shared/query/read';
import { loadFailedProps } from '../../errors';
import { adminNs, type AdminT } from '../../i18n';
import type { AdminUser } from '../api';
import { playerBalanceAtom, playerHistoryAtom, receivedPromotionsAtom } from '../atoms';
import { usersNs } from '../i18n';
import { Facts } from '../../transactions/components/Facts';
import { UserStatusChip } from './StatusChips';
import { displayName } from './useStatusChange';

const TX_COLORS: Record<'pending' | 'approved' | 'rejected', StatusChipColor> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** One read of the detail: its placeholder while loading, its error with retry, or its content. */
function Part<T>({
  remote,
  ta,
  children,
}: {
  remote: RemoteRead<T>;
  ta: AdminT;
  children: (data: T) => ReactNode;
}) {
  if (remote.status === 'error')
    return <ErrorState variant="inline" {...loadFailedProps(ta, remote.error, remote.retry)} />;
  if (remote.data === undefined) return <Skeleton variant="text" width="60%" aria-hidden />;
  return <>{children(remote.data)}</>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Detail({ user, onStatus }: { user: AdminUser; onStatus: (user: AdminUser) => void }) {
  const { t, locale } = useT(usersNs);
  const { t: ta } = useT(adminNs);
  const balance = useRemote(playerBalanceAtom(user.id));
  const history = useRemote(playerHistoryAtom(user.id));
  const promotions = useRemote(receivedPromotionsAtom(user.id));
  const banned = user.status === 'banned';
  return (
    <Stack spacing={2.5}>
      <Facts
        items={[
          [t('detail.name'), user.name || '—'],
          [t('detail.status'), <UserStatusChip key="status" status={user.status} t={ta} />],
          [
            t('detail.balance'),
            <Part key="balance" remote={balance} ta={ta}>
              {(data) => (
                <Typography variant="h4" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatBaht(data.satang)}
                </Typography>
              )}
            </Part>,
          ],
          [
            t('detail.held'),
            <Part key="held" remote={balance} ta={ta}>
              {(data) => formatBaht(data.heldSatang)}
            </Part>,
          ],
          [t('detail.bank'), user.bankCode || '—'],
          [t('detail.account'), user.bookNumber || '—'],
          [t('detail.registered'), formatDateTime(user.createdAt, { locale })],
        ]}
      />
      <Box>
        <Button variant="outlined" color={banned ? 'primary' : 'error'} onClick={() => onStatus(user)}>
          {banned ? t('action.unban') : t('action.ban')}
        </Button>
      </Box>
      <Divider />
      <Section title={t('detail.history')}>
        <Part remote={history} ta={ta}>
          {(rows) =>
            rows.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('detail.historyEmpty')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {rows.map((tx) => (
                  <Stack
                    component="li"
                    key={tx.id}
                    direction="row"
                    spacing={1.5}
                    sx={{
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      flexWrap: 'wrap',
                      rowGap: 0.5,
                    }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2">{t(`type.${tx.type}`)}</Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {formatDateTime(tx.createdAt, { locale })}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
                      <Typography
                        variant="subtitle1"
                        component="span"
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {tx.type === 'withdraw' ? '−' : '+'}
                        {formatBaht(tx.amountSatang)}
                      </Typography>
                      <StatusChip
                        color={TX_COLORS[tx.status]}
                        label={ta(`status.transaction.${tx.status}`)}
                      />
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            )
          }
        </Part>
      </Section>
      <Divider />
      <Section title={t('detail.promotions')}>
        <Part remote={promotions} ta={ta}>
          {(claims) =>
            claims.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('detail.promotionsEmpty')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {claims.map((claim) => (
                  <Box component="li" key={`${claim.promotionId}-${claim.claimedAt}`}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                    >
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: 500, overflowWrap: 'break-word', minWidth: 0 }}
                      >
                        {claim.title}
                      </Typography>
                      <StatusChip
                        color={claim.status === 'active' ? 'warning' : 'success'}
                        label={t(`detail.promotionStatus.${claim.status}`)}
                      />
                    </Stack>
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                      {t('detail.promotionLine', {
                        deposit: formatBaht(claim.depositSatang),
                        bonus: formatBaht(claim.bonusSatang),
                      })}{' '}
                      · {formatDate(claim.claimedAt, { locale })}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )
          }
        </Part>
      </Section>
    </Stack>
  );
}

export interface PlayerDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  /** Ban or unban (asked first by the screen). */
  onStatus: (user: AdminUser) => void;
}

/** A player's detail: balance, bank, status with ban/unban, recent history, received promotions. */
export function PlayerDialog({ user, onClose, onStatus }: PlayerDialogProps) {
  const { t } = useT(usersNs);
  const titleId = useId();
  // The last player stays in the dialog while it fades out (its title keeps naming it).
  const [shown, setShown] = useState(user);
  if (user !== null && user !== shown) setShown(user);
  return (
    <Dialog open={user !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {shown && (
        <>
          <DialogTitle id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'break-word' }}>
            {t('detail.title', { username: shown.username })}
            <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {displayName(shown)}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Detail user={shown} onStatus={onStatus} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button color="inherit" onClick={onClose}>
              {t('detail.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
