import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import { createContext, useContext } from 'react';

/** Stacking level of the loading bar: above drawers and app bars. */
export const LOADING_BAR_Z_INDEX = 1301;

export interface LoadingBarProps {
  /** Accessible name of the progress bar; by default the one `LoadingBarLabel` provides. */
  label?: string;
}

/**
 * The loading bar's accessible name in the current language, for the bars a layout does not
 * render itself (a route's Suspense fallback): `<LoadingBarLabel value={t('common.loading')}>`.
 */
export const LoadingBarLabel = createContext('Loading');

// The two sweeping bars of Material's indeterminate linear progress.
const long = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;
const short = keyframes`
  0% { left: -200%; right: 100%; }
  60% { left: 107%; right: -8%; }
  100% { left: 107%; right: -8%; }
`;

const bar = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  bgcolor: 'secondary.main',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', right: 0, opacity: 0.6 },
} as const;

/**
 * The full-width bar shown at the top while something app-wide is loading (auth start-up, a route
 * chunk). Material's indeterminate linear progress drawn with CSS alone: it is on every first
 * load, where MUI's LinearProgress would cost 2.5 KB gzip. Still under reduced motion.
 */
export function LoadingBar({ label }: LoadingBarProps) {
  const contextLabel = useContext(LoadingBarLabel);
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, zIndex: LOADING_BAR_Z_INDEX, width: '100%' }}>
      <Box
        role="progressbar"
        aria-label={label ?? contextLabel}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          height: 4,
          bgcolor: (theme) =>
            theme.palette.mode === 'light'
              ? alpha(theme.palette.secondary.main, 0.24)
              : alpha(theme.palette.secondary.main, 0.32),
        }}
      >
        <Box
          sx={{
            ...bar,
            animation: `${long} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          }}
        />
        <Box
          sx={{
            ...bar,
            animation: `${short} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
          }}
        />
      </Box>
    </Box>
  );
}
