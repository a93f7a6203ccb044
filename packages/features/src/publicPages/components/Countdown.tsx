import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNumber } from '@pp/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { useT } from '../../shared/i18n/useT';
import { launchAtAtom, publicClockAtom } from '../atoms';
import { parseLaunch, remainingUntil } from '../countdown';
import { publicPagesNs } from '../i18n';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The page's "now", read again every second while the clock ticks. */
function useNow(): Date {
  const clock = useAtomValue(publicClockAtom);
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!clock.ticking) return;
    const timer = window.setInterval(() => setTicks((ticks) => ticks + 1), 1000);
    return () => window.clearInterval(timer);
  }, [clock]);
  return clock.now();
}

/**
 * Days, hours, minutes and seconds until the configured opening (`launchAtAtom`), with the date in
 * words; "we are open" once it has come. `variant` 'tiles' (boxes) or 'plain' (figures in a row).
 */
export function Countdown({ variant = 'tiles' }: { variant?: 'tiles' | 'plain' }) {
  const { t, locale } = useT(publicPagesNs);
  const launch = parseLaunch(useAtomValue(launchAtAtom));
  const now = useNow();
  if (!launch) return null;
  const left = remainingUntil(launch, now);
  if (left.done)
    return (
      <Box role="status" sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="p" color="success.dark">
          {t('countdown.open')}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('countdown.openText')}
        </Typography>
      </Box>
    );
  return (
    <Box>
      <Box
        role="timer"
        aria-label={t('countdown.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: { xs: 1, sm: 2 },
          maxWidth: 440,
          mx: 'auto',
        }}
      >
        {UNITS.map((unit) => (
          <Box
            key={unit}
            sx={
              variant === 'tiles'
                ? {
                    textAlign: 'center',
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                    py: 1.5,
                  }
                : { textAlign: 'center', py: 0.5 }
            }
          >
            <Typography
              component="p"
              sx={{
                fontSize: { xs: '1.75rem', sm: '2.25rem' },
                fontWeight: 700,
                lineHeight: 1.2,
                color: 'heading',
              }}
            >
              {formatNumber(left[unit], { locale, minimumIntegerDigits: unit === 'days' ? 1 : 2 })}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {t(`countdown.${unit}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        {t('countdown.opensOn', {
          date: formatDateTime(launch, { locale, dateStyle: 'long', timeStyle: 'short' }),
        })}
      </Typography>
    </Box>
  );
}
