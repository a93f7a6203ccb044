import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Stacking level of the loading bar (spec section 9): above drawers and app bars. */
export const LOADING_BAR_Z_INDEX = 1301;

export interface LoadingBarProps {
  /** Accessible name of the progress bar. */
  label?: string;
}

/** The full-width bar shown at the top while something app-wide is loading (auth start-up, a route chunk). */
export function LoadingBar({ label = 'Loading' }: LoadingBarProps) {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, zIndex: LOADING_BAR_Z_INDEX, width: '100%' }}>
      <LinearProgress color="secondary" aria-label={label} />
    </Box>
  );
}
