import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EmptyState,
  ErrorState,
  FormAlert,
  formatDateTime,
  MainCard,
  usePrefersReducedMotion,
  visuallyHidden,
} from '@pp/ui';
import { IconConfetti, IconRotateClockwise2 } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { toApiError } from '../../shared/api/errors';
import { queryClientAtom } from '../../shared/query/client';
import { queryKeys } from '../../shared/query/keys';
import { useRemote } from '../../shared/query/read';
import { ALREADY_SENDING, useWrite } from '../../shared/query/write';
import { paths } from '../../shared/routes/paths';
import { sessionUserAtom } from '../../shared/session/user';
import { LoadingArea, Placeholder } from '../components/Loading';
import { errorMessage, loadFailed } from '../errors';
import { dashboardGridSx, screenRootSx, span } from '../layout';
import { spinAtom, wheelHistoryAtom, wheelPointsAtom, wheelSettingAtom } from './atoms';
import { wheelCopy } from './copy';
import { LuckyWheel, type LuckyWheelHandle } from './LuckyWheel';
import type { SpinResult, WheelSpin } from './types';

type Phase = 'idle' | 'sending' | 'spinning';

/**
 * The reads a spin changes, loaded again once the wheel has stopped (not when the answer comes,
 * so neither the header balance nor the history gives the prize away while the wheel still turns).
 */
function useRefreshAfterSpin(): () => Promise<unknown> {
  const client = useAtomValue(queryClientAtom);
  const id = useAtomValue(sessionUserAtom)?.id ?? '';
  return useCallback(
    () =>
      Promise.all(
        [
          queryKeys.balance(id),
          queryKeys.wheelPoints(id),
          queryKeys.wheelHistory(id),
          queryKeys.history(id),
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
    [client, id],
  );
}

function HistoryCard() {
  const history = useRemote(wheelHistoryAtom);
  return (
    <MainCard title={wheelCopy.history} sx={{ height: '100%' }}>
      {history.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(history.error, history.retry)} />
      ) : !history.data ? (
        <LoadingArea>
          <Stack spacing={1.5}>
            {[0, 1, 2, 3].map((row) => (
              <Placeholder
                key={row}
                variant="rounded"
                sx={(theme) => ({ height: theme.spacing(6), transform: 'none' })}
              />
            ))}
          </Stack>
        </LoadingArea>
      ) : history.data.length === 0 ? (
        <EmptyState
          size="small"
          icon={<IconRotateClockwise2 size={28} />}
          title={wheelCopy.noHistory}
          description={wheelCopy.noHistoryHint}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {wheelCopy.historyHint}
          </Typography>
          <List aria-label={wheelCopy.history} disablePadding>
            {history.data.map((spin) => (
              <HistoryRow key={spin.id} spin={spin} />
            ))}
          </List>
        </>
      )}
    </MainCard>
  );
}

function HistoryRow({ spin }: { spin: WheelSpin }) {
  const won = spin.prize.type !== 'none';
  return (
    <ListItem divider disableGutters sx={{ gap: 2, alignItems: 'flex-start' }}>
      <ListItemText
        primary={spin.label}
        secondary={`${formatDateTime(spin.createdAt)} · ${wheelCopy.spent(spin.cost)}`}
        slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'break-word' } } }}
        sx={{ m: 0, minWidth: 0 }}
      />
      <Typography
        variant="body2"
        sx={{
          flexShrink: 0,
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          color: won ? 'success.dark' : 'text.secondary',
        }}
      >
        {wheelCopy.prizeShort(spin.prize)}
      </Typography>
    </ListItem>
  );
}

/**
 * The lucky wheel at `/player/wheel` (decisions, section 9): the wheel drawn from the setting, the
 * player's points and the cost of a spin, the spin button, the last 20 spins. The server decides
 * the segment; the wheel turns about 4 s (ease-out) to it, or stops there at once when the device
 * asks for reduced motion, then the prize dialog opens and the result is announced. One spin at a
 * time: the button is disabled from the click until the wheel has stopped.
 */
export function WheelScreen() {
  const setting = useRemote(wheelSettingAtom);
  const points = useRemote(wheelPointsAtom);
  const spin = useWrite(spinAtom);
  const reducedMotion = usePrefersReducedMotion();
  const refresh = useRefreshAfterSpin();
  const wheel = useRef<LuckyWheelHandle>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<SpinResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  /** The points to show while the figures load again: the cost taken off, then the spin's answer. */
  const [pointsOverride, setPointsOverride] = useState<number | null>(null);
  const spinButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Leaving the page mid-spin still loads the changed figures again.
  const pendingRefresh = useRef(false);
  const resultRef = useRef<SpinResult | null>(null);
  useEffect(
    () => () => {
      if (pendingRefresh.current) void refresh();
    },
    [refresh],
  );

  const stopped = useCallback(() => {
    pendingRefresh.current = false;
    setPhase('idle');
    setDialogOpen(true);
    const drawn = resultRef.current;
    if (drawn) setAnnouncement(wheelCopy.result(drawn.label, drawn.points));
    setPointsOverride((current) => (current === null ? null : (resultRef.current?.points ?? current)));
    void refresh().then(() => setPointsOverride(null));
  }, [refresh]);

  const cost = setting.data?.costPerSpin ?? 0;
  const segments = useMemo(() => setting.data?.segments ?? [], [setting.data]);
  // Stable props: the wheel (memo) is not drawn again when the phase or the points change.
  const wheelLabel = useMemo(() => wheelCopy.wheel(segments.map((segment) => segment.label)), [segments]);
  const shownPoints = pointsOverride ?? points.data?.points;
  const enough = points.data !== undefined && points.data.points >= cost;
  const busy = phase !== 'idle';

  const start = async () => {
    if (busy) return;
    setFailure(null);
    setPhase('sending');
    setAnnouncement(wheelCopy.spinning);
    try {
      const drawn = await spin.run();
      pendingRefresh.current = true;
      resultRef.current = drawn;
      setResult(drawn);
      setPointsOverride(Math.max(0, (points.data?.points ?? drawn.points) - cost));
      setPhase('spinning');
      setAnnouncement(wheelCopy.spinning);
      wheel.current?.spinTo(drawn.segmentIndex, reducedMotion);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.message === ALREADY_SENDING) return;
      setPhase('idle');
      setAnnouncement('');
      setFailure(errorMessage(apiError));
      void refresh();
    }
  };

  const wheelCard = (
    <MainCard title={wheelCopy.title} sx={{ height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {wheelCopy.intro}
      </Typography>
      {setting.status === 'error' ? (
        <ErrorState variant="inline" {...loadFailed(setting.error, setting.retry)} />
      ) : !setting.data ? (
        <LoadingArea>
          <Placeholder
            variant="circular"
            sx={{ width: '100%', maxWidth: 480, height: 'auto', aspectRatio: '1', mx: 'auto' }}
          />
        </LoadingArea>
      ) : segments.length === 0 ? (
        <EmptyState
          icon={<IconRotateClockwise2 size={32} />}
          title={wheelCopy.closed}
          description={wheelCopy.closedHint}
        />
      ) : (
        <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
          <LuckyWheel ref={wheel} segments={segments} label={wheelLabel} onStop={stopped} />
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}
          >
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {wheelCopy.yourPoints}
              </Typography>
              {points.status === 'error' ? (
                <ErrorState variant="inline" {...loadFailed(points.error, points.retry)} />
              ) : (
                <Typography
                  variant="h3"
                  component="p"
                  data-testid="wheel-points"
                  sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
                >
                  {shownPoints === undefined ? '…' : wheelCopy.points(shownPoints)}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {wheelCopy.cost(cost)}
            </Typography>
          </Stack>
          {failure && <FormAlert severity="error">{failure}</FormAlert>}
          {points.data && !enough && phase === 'idle' && (
            <FormAlert severity="info">{`${wheelCopy.notEnough} ${wheelCopy.earnHint}`}</FormAlert>
          )}
          <Button
            ref={spinButton}
            variant="contained"
            color="secondary"
            size="large"
            disabled={busy || !enough}
            onClick={() => void start()}
            startIcon={
              phase === 'sending' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {phase === 'sending'
              ? wheelCopy.sending
              : phase === 'spinning'
                ? wheelCopy.spinning
                : wheelCopy.spin}
          </Button>
          {points.data && !enough && phase === 'idle' && (
            <Button component={RouterLink} to={paths.player.deposit} variant="outlined" color="secondary">
              {wheelCopy.deposit}
            </Button>
          )}
        </Stack>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </MainCard>
  );

  return (
    <Box lang="th" sx={screenRootSx}>
      <Box sx={dashboardGridSx}>
        <Box sx={span(7)}>{wheelCard}</Box>
        <Box sx={span(5)}>
          <HistoryCard />
        </Box>
      </Box>
      <Dialog
        open={dialogOpen && result !== null}
        onClose={() => setDialogOpen(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-prize`}
        slotProps={{ transition: { onExited: () => spinButton.current?.focus() } }}
      >
        {result && (
          <>
            <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {result.prize.type !== 'none' && <IconConfetti size={24} aria-hidden />}
              {wheelCopy.prizeTitle(result.prize)}
            </DialogTitle>
            <DialogContent>
              <Typography variant="h2" component="p" sx={{ mb: 1, overflowWrap: 'break-word' }}>
                {result.label}
              </Typography>
              <DialogContentText id={`${titleId}-prize`}>
                {wheelCopy.prize(result.prize, result.label)}
              </DialogContentText>
              <DialogContentText sx={{ mt: 1 }}>
                {wheelCopy.yourPoints} {wheelCopy.points(result.points)}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button variant="contained" color="secondary" onClick={() => setDialogOpen(false)} autoFocus>
                {wheelCopy.ok}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
