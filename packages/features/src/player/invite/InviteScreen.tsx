import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, formatBaht, formatPercent, MainCard, QrCode, visuallyHidden } from '@pp/ui';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { useRemote } from '../../shared/query/read';
import { useWrite } from '../../shared/query/write';
import { pathTo } from '../../shared/routes/paths';
import { inviteSummaryAtom } from '../atoms';
import { ClaimButton, ClaimOutcome, useClaim } from '../components/ClaimAction';
import { FigureRow } from '../components/FigureRow';
import { LoadingArea, Placeholder } from '../components/Loading';
import { COPIED_FEEDBACK_MS, copyWithClipboard, type CopyText } from '../components/TransferAccount';
import { copy } from '../copy';
import { loadFailed } from '../errors';
import { dashboardGridSx, screenRootSx, span } from '../layout';
import { claimCommissionAtom, inviteSettingAtom } from './atoms';
import { inviteCopy as text } from './copy';

/** Shares a link through the device's share sheet; rejects with an AbortError when the player cancels. */
export type ShareLink = (data: { title: string; text: string; url: string }) => Promise<void>;

/** The browser's Web Share API, or null where it has none (the share button is then not shown). */
function browserShare(): ShareLink | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface InviteScreenProps {
  /** Copies the link; the browser clipboard unless a story or test passes its own. */
  copyText?: CopyText;
  /** Opens the share sheet; by default the browser's where it has one; null: no share button. */
  share?: ShareLink | null;
  /** The site the invite link opens (default: this page's origin). */
  origin?: string;
}

/**
 * Invite friends at `/player/invite` (decisions: engagement rules): the player's invite link
 * (`/register?inviter=<code>`, which fills in the registration's inviter field) with copy, share
 * (where the browser has the Web Share API) and a QR code; the commission figures and the claim of
 * the commission waiting (from the minimum claim up; the balance and history load again); the rules
 * in plain Thai.
 */
export function InviteScreen({ copyText = copyWithClipboard, share, origin }: InviteScreenProps) {
  const summary = useRemote(inviteSummaryAtom);
  const setting = useRemote(inviteSettingAtom);
  const claim = useClaim(useWrite(claimCommissionAtom), summary.retry);
  const [shareLink] = useState(() => (share === undefined ? browserShare() : share));
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [shareFailed, setShareFailed] = useState(false);

  useEffect(() => {
    if (copyState !== 'copied') return undefined;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const code = summary.data?.inviteCode ?? '';
  const link = code ? new URL(pathTo.invite(code), origin ?? window.location.origin).href : '';

  const copyLink = async () => {
    setShareFailed(false);
    try {
      await copyText(link);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const shareIt = async () => {
    if (!shareLink) return;
    setCopyState('idle');
    setShareFailed(false);
    try {
      await shareLink({ title: text.shareTitle, text: text.shareText(code), url: link });
    } catch (error) {
      if (!isCancelled(error)) setShareFailed(true);
    }
  };

  const linkCard = (
    <MainCard title={text.link} sx={{ height: '100%' }}>
      {summary.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(summary.error, summary.retry)} />
      ) : !summary.data ? (
        <LoadingArea>
          <Stack spacing={2}>
            <Placeholder variant="text" />
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(7), transform: 'none' })}
            />
            <Placeholder
              variant="rounded"
              sx={(theme) => ({ height: theme.spacing(24), width: theme.spacing(24), transform: 'none' })}
            />
          </Stack>
        </LoadingArea>
      ) : (
        <Stack spacing={2.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.linkIntro}
          </Typography>
          <Box
            sx={(theme) => ({
              p: 2,
              borderRadius: `${theme.shape.borderRadius}px`,
              border: 1,
              borderColor: 'divider',
              bgcolor: theme.palette.mode === 'light' ? 'grey.50' : 'grey.100',
            })}
          >
            <Box component="dl" sx={{ m: 0 }}>
              <FigureRow label={text.code}>{code}</FigureRow>
            </Box>
            <Typography
              component="p"
              variant="subtitle1"
              aria-label={text.link}
              sx={{ mt: 1, overflowWrap: 'break-word', fontVariantNumeric: 'tabular-nums' }}
            >
              {link}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant={copyState === 'copied' ? 'contained' : 'outlined'}
              color={copyState === 'copied' ? 'success' : 'secondary'}
              startIcon={copyState === 'copied' ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={() => void copyLink()}
            >
              {copyState === 'copied' ? text.copied : text.copy}
            </Button>
            {shareLink && (
              <Button
                variant="contained"
                color="secondary"
                startIcon={<IconShare size={18} />}
                onClick={() => void shareIt()}
              >
                {text.share}
              </Button>
            )}
          </Stack>
          <Box role="status" aria-live="polite">
            {copyState === 'copied' && (
              <Box component="span" sx={visuallyHidden}>
                {text.copiedStatus}
              </Box>
            )}
            {copyState === 'failed' && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {text.copyFailed}
              </Typography>
            )}
            {shareFailed && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {text.shareFailed}
              </Typography>
            )}
          </Box>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <QrCode value={link} label={text.qr} size={176} />
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {text.qrHint}
            </Typography>
          </Stack>
        </Stack>
      )}
    </MainCard>
  );

  const minClaim = setting.data?.minClaimSatang;
  const pending = summary.data?.pendingCommissionSatang ?? 0;
  const canClaim = minClaim !== undefined && pending > 0 && pending >= minClaim;

  const summaryCard = (
    <MainCard title={text.summary}>
      {summary.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(summary.error, summary.retry)} />
      ) : !summary.data ? (
        <LoadingArea>
          {Array.from({ length: 4 }, (_, i) => (
            <Placeholder key={i} variant="text" sx={{ my: 1 }} />
          ))}
        </LoadingArea>
      ) : (
        <Stack spacing={2}>
          <Box component="dl" sx={{ m: 0 }}>
            <FigureRow label={text.invitedTotal}>{copy.common.people(summary.data.invitedTotal)}</FigureRow>
            <FigureRow label={text.invitedActive}>{copy.common.people(summary.data.invitedActive)}</FigureRow>
            <FigureRow label={text.totalCommission}>
              {formatBaht(summary.data.totalCommissionSatang)}
            </FigureRow>
          </Box>
          <Divider />
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {text.pendingCommission}
            </Typography>
            <Typography
              component="p"
              variant="h2"
              sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
            >
              {formatBaht(pending)}
            </Typography>
          </Box>
          <ClaimOutcome
            paid={claim.paid && text.claimed(formatBaht(claim.paid.amountSatang))}
            failure={claim.failure}
          />
          {setting.status === 'error' ? (
            <ErrorState variant="inline" {...loadFailed(setting.error, setting.retry)} />
          ) : minClaim === undefined ? (
            // The button waits for the minimum: enabled or not is only known with it.
            <LoadingArea>
              <Placeholder variant="rounded" height={42} />
            </LoadingArea>
          ) : (
            <>
              <ClaimButton
                label={text.claim(formatBaht(pending))}
                pendingLabel={text.claiming}
                pending={claim.isPending}
                disabled={!canClaim}
                describedBy={canClaim ? undefined : 'invite-claim-minimum'}
                onClick={() => void claim.send()}
              />
              {!canClaim && (
                <Typography id="invite-claim-minimum" variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.belowMinimum(formatBaht(minClaim))}
                </Typography>
              )}
            </>
          )}
        </Stack>
      )}
    </MainCard>
  );

  const rulesCard = (
    <MainCard title={text.rules}>
      {setting.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(setting.error, setting.retry)} />
      ) : !setting.data ? (
        <LoadingArea>
          {Array.from({ length: 3 }, (_, i) => (
            <Placeholder key={i} variant="text" sx={{ my: 1 }} />
          ))}
        </LoadingArea>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {text
            .ruleLines(formatPercent(setting.data.commissionPercent), formatBaht(setting.data.minClaimSatang))
            .map((line) => (
              <Typography key={line} component="li" variant="body2" sx={{ overflowWrap: 'break-word' }}>
                {line}
              </Typography>
            ))}
        </Stack>
      )}
    </MainCard>
  );

  return (
    <Box lang="th" sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(7)}>{linkCard}</Box>
        <Stack spacing={3} sx={span(5)}>
          {summaryCard}
          {rulesCard}
        </Stack>
      </Box>
    </Box>
  );
}
