import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type SnackbarTransition = 'Fade' | 'Grow' | 'SlideLeft' | 'SlideUp' | 'SlideRight' | 'SlideDown';
export type SnackbarAlertColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

/** The notification of the spec (section 3), with its defaults. */
export interface SnackbarState {
  open: boolean;
  message: string;
  anchorOrigin: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
  /** 'default' is a plain snackbar; 'alert' an Alert with a colour. */
  variant: 'default' | 'alert';
  alert: { color: SnackbarAlertColor; variant: 'filled' | 'outlined' | 'standard' };
  transition: SnackbarTransition;
  /** A close (×) button. */
  close: boolean;
  /** An 'Undo' style action button. */
  actionButton: boolean;
}

/** Auto-hide delay (spec section 9). */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export const defaultSnackbar: SnackbarState = {
  open: false,
  message: 'Note archived',
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  variant: 'default',
  alert: { color: 'primary', variant: 'filled' },
  transition: 'Fade',
  close: true,
  actionButton: false,
};

export type SnackbarOptions = Partial<Omit<SnackbarState, 'open' | 'alert' | 'anchorOrigin'>> & {
  alert?: Partial<SnackbarState['alert']>;
  anchorOrigin?: Partial<SnackbarState['anchorOrigin']>;
};

/** The current notification. */
export const snackbarAtom = atom<SnackbarState>(defaultSnackbar);

/** Opens a notification: the defaults, overridden by what the caller passes. */
export const openSnackbarAtom = atom(null, (_get, set, options: SnackbarOptions) => {
  set(snackbarAtom, {
    ...defaultSnackbar,
    ...options,
    alert: { ...defaultSnackbar.alert, ...options.alert },
    anchorOrigin: { ...defaultSnackbar.anchorOrigin, ...options.anchorOrigin },
    open: true,
  });
});

export const closeSnackbarAtom = atom(null, (get, set) =>
  set(snackbarAtom, { ...get(snackbarAtom), open: false }),
);

/** `const notify = useNotify(); notify({ message, variant: 'alert', alert: { color: 'success' } })`. */
export function useNotify(): (options: SnackbarOptions) => void {
  const open = useSetAtom(openSnackbarAtom);
  return useCallback((options: SnackbarOptions) => open(options), [open]);
}
