import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type SnackbarTransition = 'Fade' | 'Grow' | 'SlideLeft' | 'SlideUp' | 'SlideRight' | 'SlideDown';
export type SnackbarAlertColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

/** The snackbar notification, with its defaults. */
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
  /** An 'Undo' style action button that only closes (the `actionLabel` of `<Notification>`). */
  actionButton: boolean;
  /** An action button with its own label that runs `onAction`, then closes. */
  action: NotificationAction | null;
  /** Changes with every notification, so a new one replaces the one on screen (timer included). */
  key: number;
}

/** The button of a notification: 'Undo', 'ดูรายการ'. */
export interface NotificationAction {
  label: string;
  onAction: () => void;
}

/** Severity of a notification shown as a coloured alert. */
export type NotificationSeverity = 'success' | 'error' | 'warning' | 'info';

/** Auto-hide delay of the snackbar: 6 s. */
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
  action: null,
  key: 0,
};

export type SnackbarOptions = Partial<Omit<SnackbarState, 'open' | 'alert' | 'anchorOrigin' | 'key'>> & {
  alert?: Partial<SnackbarState['alert']>;
  anchorOrigin?: Partial<SnackbarState['anchorOrigin']>;
  /** Shorthand for `variant: 'alert', alert: { color: severity }`. */
  severity?: NotificationSeverity;
};

/** The current notification. */
export const snackbarAtom = atom<SnackbarState>(defaultSnackbar);

/** Opens a notification: the defaults, overridden by what the caller passes. */
export const openSnackbarAtom = atom(null, (get, set, { severity, ...options }: SnackbarOptions) => {
  set(snackbarAtom, {
    ...defaultSnackbar,
    ...(severity ? { variant: 'alert' as const } : {}),
    ...options,
    alert: { ...defaultSnackbar.alert, ...(severity ? { color: severity } : {}), ...options.alert },
    anchorOrigin: { ...defaultSnackbar.anchorOrigin, ...options.anchorOrigin },
    open: true,
    key: get(snackbarAtom).key + 1,
  });
});

export const closeSnackbarAtom = atom(null, (get, set) =>
  set(snackbarAtom, { ...get(snackbarAtom), open: false }),
);

/** The action button was pressed: runs the notification's action once, then closes it. */
export const runSnackbarActionAtom = atom(null, (get, set) => {
  const state = get(snackbarAtom);
  if (!state.open) return;
  set(closeSnackbarAtom);
  state.action?.onAction();
});

/**
 * `const notify = useNotify();`
 * `notify({ message: 'Alex Carter deleted', action: { label: 'Undo', onAction: restore } })`,
 * `notify({ message: 'Saved', severity: 'success' })`.
 */
export function useNotify(): (options: SnackbarOptions) => void {
  const open = useSetAtom(openSnackbarAtom);
  return useCallback((options: SnackbarOptions) => open(options), [open]);
}
