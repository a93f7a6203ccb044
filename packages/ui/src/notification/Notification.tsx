import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import type { TransitionProps } from '@mui/material/transitions';
import { IconX } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ComponentType, ReactElement, SyntheticEvent } from 'react';

import {
  closeSnackbarAtom,
  runSnackbarActionAtom,
  SNACKBAR_AUTO_HIDE_MS,
  snackbarAtom,
  type SnackbarTransition,
} from './atoms';

type AnyTransition = ComponentType<TransitionProps & { children: ReactElement }>;
const slide = (direction: SlideProps['direction']): AnyTransition =>
  function DirectionalSlide(props) {
    return <Slide {...props} direction={direction} />;
  };
const transitions: Record<SnackbarTransition, AnyTransition> = {
  Fade,
  Grow,
  SlideLeft: slide('left'),
  SlideUp: slide('up'),
  SlideRight: slide('right'),
  SlideDown: slide('down'),
};

export interface NotificationProps {
  /** Label of the plain action button (`actionButton: true`); an `action` brings its own label. */
  actionLabel?: string;
  closeLabel?: string;
}

/** Renders the notification that any feature opens through `useNotify()` / `openSnackbarAtom`. Mount once. */
export function Notification({ actionLabel = 'Undo', closeLabel = 'Close' }: NotificationProps) {
  const state = useAtomValue(snackbarAtom);
  const close = useSetAtom(closeSnackbarAtom);
  const runAction = useSetAtom(runSnackbarActionAtom);
  const handleClose = (_event?: SyntheticEvent | Event | null, reason?: string) => {
    if (reason === 'clickaway') return;
    close();
  };
  const actions = (
    <>
      {state.action ? (
        <Button color="inherit" size="small" onClick={() => runAction()} sx={{ fontWeight: 600 }}>
          {state.action.label}
        </Button>
      ) : (
        state.actionButton && (
          <Button
            color={state.variant === 'alert' ? 'inherit' : 'secondary'}
            size="small"
            onClick={handleClose}
          >
            {actionLabel}
          </Button>
        )
      )}
      {state.close && (
        <IconButton size="small" aria-label={closeLabel} color="inherit" onClick={handleClose}>
          <IconX size={16} />
        </IconButton>
      )}
    </>
  );
  return (
    <Snackbar
      key={state.key}
      open={state.open}
      anchorOrigin={state.anchorOrigin}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={handleClose}
      slots={{ transition: transitions[state.transition] }}
      message={state.variant === 'default' ? state.message : undefined}
      action={state.variant === 'default' ? actions : undefined}
    >
      {state.variant === 'alert' ? (
        <Alert
          variant={state.alert.variant}
          // The severity picks the icon as well as the colour (an error with the default severity
          // showed a success tick); primary and secondary are coloured below, with the info icon.
          severity={
            state.alert.color === 'primary' || state.alert.color === 'secondary' ? 'info' : state.alert.color
          }
          action={actions}
          sx={(theme) => {
            const c = state.alert.color;
            if (c !== 'primary' && c !== 'secondary') return {};
            const tone = theme.palette[c];
            return state.alert.variant === 'filled'
              ? { bgcolor: tone.main, color: tone.contrastText }
              : {
                  color: tone.dark,
                  borderColor: tone.main,
                  bgcolor: state.alert.variant === 'standard' ? tone.light : undefined,
                };
          }}
        >
          {state.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
