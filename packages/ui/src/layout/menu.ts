import { atom } from 'jotai';

import { DRAWER_WIDTH } from '../theme/createAppTheme';

/** The menu constants: grid spacing, drawer width, app drawer width. */
export const GRID_SPACING = 3;
export { DRAWER_WIDTH };
export const APP_DRAWER_WIDTH = 320;

/** Menu state: the selected item and whether the sidebar drawer is open. */
export interface MenuState {
  selectedItem: string[];
  drawerOpen: boolean;
}

export const menuAtom = atom<MenuState>({ selectedItem: ['dashboard'], drawerOpen: false });

export const setDrawerOpenAtom = atom(null, (get, set, open: boolean) =>
  set(menuAtom, { ...get(menuAtom), drawerOpen: open }),
);
export const toggleDrawerAtom = atom(null, (get, set) => {
  const menu = get(menuAtom);
  set(menuAtom, { ...menu, drawerOpen: !menu.drawerOpen });
});
export const selectItemAtom = atom(null, (get, set, id: string) =>
  set(menuAtom, { ...get(menuAtom), selectedItem: [id] }),
);
