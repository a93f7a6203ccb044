import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

import {
  closeSnackbarAtom,
  defaultSnackbar,
  openSnackbarAtom,
  runSnackbarActionAtom,
  snackbarAtom,
} from './atoms';

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
      action: null,
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
    expect(store.get(snackbarAtom)).toEqual({ ...defaultSnackbar, open: true, key: 2 });
  });

  it('takes a severity as a coloured alert, an explicit alert colour still winning', () => {
    const store = createStore();
    store.set(openSnackbarAtom, { message: 'Saved', severity: 'success' });
    expect(store.get(snackbarAtom)).toMatchObject({
      variant: 'alert',
      alert: { color: 'success', variant: 'filled' },
    });
    store.set(openSnackbarAtom, { message: 'Hm', severity: 'warning', alert: { color: 'primary' } });
    expect(store.get(snackbarAtom).alert.color).toBe('primary');
    expect(store.get(snackbarAtom)).not.toHaveProperty('severity');
  });

  it('gives every notification a new key, so a new one replaces the one on screen', () => {
    const store = createStore();
    store.set(openSnackbarAtom, { message: 'One' });
    const first = store.get(snackbarAtom).key;
    store.set(closeSnackbarAtom);
    expect(store.get(snackbarAtom).key).toBe(first);
    store.set(openSnackbarAtom, { message: 'Two' });
    expect(store.get(snackbarAtom).key).toBe(first + 1);
  });

  it('runs the action once and closes', () => {
    const store = createStore();
    const onAction = vi.fn();
    store.set(openSnackbarAtom, { message: 'Alex Carter deleted', action: { label: 'Undo', onAction } });
    expect(store.get(snackbarAtom).action?.label).toBe('Undo');
    store.set(runSnackbarActionAtom);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(store.get(snackbarAtom).open).toBe(false);
    // A second press (the button fading out) does nothing.
    store.set(runSnackbarActionAtom);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('forgets the action of the previous notification', () => {
    const store = createStore();
    store.set(openSnackbarAtom, { message: 'Deleted', action: { label: 'Undo', onAction: vi.fn() } });
    store.set(openSnackbarAtom, { message: 'Saved' });
    expect(store.get(snackbarAtom).action).toBeNull();
  });
});
