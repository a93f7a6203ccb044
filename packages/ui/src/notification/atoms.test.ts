import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';

import { closeSnackbarAtom, defaultSnackbar, openSnackbarAtom, snackbarAtom } from './atoms';

describe('notification atoms', () => {
  it('has the spec defaults', () => {
    expect(defaultSnackbar).toMatchObject({
      open: false,
      message: 'Note archived',
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      alert: { color: 'primary', variant: 'filled' },
      transition: 'Fade',
      close: true,
      actionButton: false,
    });
  });

  it('opens with overrides merged into the defaults and closes keeping the rest', () => {
    const store = createStore();
    store.set(openSnackbarAtom, {
      message: 'Saved',
      variant: 'alert',
      alert: { color: 'success' },
      anchorOrigin: { vertical: 'top' },
    });
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      message: 'Saved',
      variant: 'alert',
      alert: { color: 'success', variant: 'filled' },
      anchorOrigin: { vertical: 'top', horizontal: 'right' },
    });
    store.set(closeSnackbarAtom);
    expect(store.get(snackbarAtom)).toMatchObject({ open: false, message: 'Saved' });
    store.set(openSnackbarAtom, {});
    expect(store.get(snackbarAtom)).toEqual({ ...defaultSnackbar, open: true });
  });
});
