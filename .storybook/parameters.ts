import type { WritableAtom } from 'jotai';

/** An atom and the value a story starts it with. */
export type AtomValue = readonly [WritableAtom<unknown, [never], unknown>, unknown];

/** Builds a typed hydration entry: `hydrate(balanceAtom, 1250)`. */
export function hydrate<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
  value: Args[0],
): AtomValue {
  return [atom as unknown as WritableAtom<unknown, [never], unknown>, value];
}

/** What a story may set in `parameters` besides Storybook's own keys. */
export interface PortalParameters {
  /** Atoms hydrated into the story's fresh Jotai store. */
  jotai?: { values?: readonly AtomValue[] };
  /** The memory router: where the story starts and the route pattern it renders under. */
  router?: { initialEntries?: string[]; path?: string };
  /** Visual regression: false skips it; 'body' captures the whole page (portals, drawers, snackbars). */
  screenshot?: false | { target: 'root' | 'body' };
  /** Ask the story root to fill the viewport (full pages). */
  fullPage?: boolean;
}
