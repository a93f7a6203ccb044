/**
 * Helpers of the kanban stories (not shipped, no mock imports): boards made for a story (many
 * cards, long Thai text), a harness that loads the data again from the server (a fresh cache,
 * the screen mounted anew), and what a user finds on screen: a column, a card, the drawer, and
 * what the screen reader was told.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Decorator } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { queryClientAtom } from '../shared/query/client';
import { personAt } from '@pp/ui/storybook';

import { kanbanPaths } from '../shared/api/endpoints';
import { endpointHandlers } from '../shared/storyKit';
import type { KanbanItem, KanbanState } from './types';

export { dismissSnackbars } from '../shared/storyKit';

/** Patience for data and transitions on a busy machine (waitFor and findBy options). */
export const LONG = { timeout: 5000 } as const;

/** The label of the harness button that loads the data again. */
export const RELOAD = 'Reload the data (story harness)';

function Reloadable({ children }: { children: () => React.ReactNode }) {
  const client = useAtomValue(queryClientAtom);
  const [round, setRound] = useState(0);
  const reload = async () => {
    // What the screen sent is saved first, as a reload of the page after it would find it.
    while (client.isMutating() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    client.removeQueries({ queryKey: ['demo', 'kanban'] });
    setRound((value) => value + 1);
  };
  return (
    <>
      <Box sx={{ px: 3, pt: 2 }}>
        <Button size="small" variant="outlined" onClick={() => void reload()}>
          {RELOAD}
        </Button>
      </Box>
      <Box key={round}>{children()}</Box>
    </>
  );
}

/** A button above the screen that forgets the cached data and mounts the screen again (it loads anew). */
export const withReload: Decorator = (Story) => <Reloadable>{() => <Story />}</Reloadable>;

const endpoints = endpointHandlers(kanbanPaths);

/** `POST /api/kanban/<write>` answers 500 'Internal server error'. */
export const writeFails = (write: keyof typeof kanbanPaths) =>
  endpoints.postFails(write, 500, { message: 'Internal server error' });

const priorities = ['low', 'medium', 'high'] as const;

/** A board of `columns` columns with `cards` cards each (the same on every run), and no stories. */
export function manyCards(state: KanbanState, columns: number, cards: number): KanbanState {
  const items: KanbanItem[] = [];
  const boardColumns = Array.from({ length: columns }, (_, column) => {
    const itemIds = Array.from({ length: cards }, (_, card) => {
      const id = `many-${column + 1}-${card + 1}`;
      items.push({
        id,
        title: `${personAt(column * cards + card).name}: task ${card + 1}`,
        description: '',
        assign: state.profiles[(column + card) % state.profiles.length]?.id ?? '',
        attachments: [],
        commentIds: [],
        dueDate: card % 4 === 0 ? `2026-12-${String((card % 28) + 1).padStart(2, '0')}` : '',
        image: false,
        priority: priorities[(column + card) % 3] ?? 'low',
      });
      return id;
    });
    return { id: `many-column-${column + 1}`, title: `Stage ${column + 1}`, itemIds };
  });
  return {
    ...state,
    columns: boardColumns,
    columnsOrder: boardColumns.map(({ id }) => id),
    items,
    userStory: [],
    userStoryOrder: [],
  };
}

const LONG_THAI_TITLE =
  'ปรับปรุงระบบการแจ้งเตือนการถอนเงินและการตรวจสอบยอดเทิร์นโอเวอร์สำหรับผู้เล่นที่ได้รับโปรโมชันต้อนรับสมาชิกใหม่ทุกคน';
const LONG_THAI_COLUMN = 'รอการตรวจสอบจากฝ่ายบริการลูกค้าและฝ่ายการเงิน';

/** The fixtures with a long Thai column name, card title, story title and assignee. */
export function longThai(state: KanbanState): KanbanState {
  return {
    ...state,
    columns: state.columns.map((column, index) =>
      index === 1 ? { ...column, title: LONG_THAI_COLUMN } : column,
    ),
    items: state.items.map((item, index) => (index === 3 ? { ...item, title: LONG_THAI_TITLE } : item)),
    userStory: state.userStory.map((story, index) =>
      index === 0 ? { ...story, title: `ในฐานะผู้เล่น ${LONG_THAI_TITLE}` } : story,
    ),
    profiles: state.profiles.map((profile, index) =>
      index === 4 ? { ...profile, name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์' } : profile,
    ),
  };
}

export { LONG_THAI_COLUMN, LONG_THAI_TITLE };

const body = () => within(document.body);

/** A column of the board (a region named by its title). */
export const column = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/** A card (its drag handle, a button named by its content, which starts with the title). */
export const card = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${title}`) });

/** The drawer or dialog named `name`, once it is shown. */
export async function opened(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await body().findByRole('dialog', { name }, LONG);
  await waitFor(() => expect(dialog).toBeVisible(), LONG);
  return dialog;
}

/** What the drag and drop library last told the screen reader. */
export function announced(): string {
  // A board of an earlier story leaves its region a moment after it goes: read the newest.
  return [...document.querySelectorAll('[id^="rfd-announcement"]')].at(-1)?.textContent ?? '';
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The legacy key codes the drag and drop library reads (user-event does not set them). */
const KEY_CODES = { ' ': 32, Escape: 27, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 } as const;
export type DragKey = keyof typeof KEY_CODES;

/** Presses a key on the focused element, as a keyboard does (down and up, with its key code). */
export async function press(key: DragKey): Promise<void> {
  const target = document.activeElement ?? document.body;
  const init = {
    key,
    code: key === ' ' ? 'Space' : key,
    keyCode: KEY_CODES[key],
    bubbles: true,
    cancelable: true,
  };
  target.dispatchEvent(new KeyboardEvent('keydown', init));
  target.dispatchEvent(new KeyboardEvent('keyup', init));
  await frame();
}

/** Focuses `handle`, lifts it with space, presses `keys` (`'ArrowRight'`), and drops it with space. */
export async function keyboardDrag(handle: HTMLElement, keys: readonly DragKey[]): Promise<void> {
  handle.focus();
  await press(' ');
  for (const key of keys) await press(key);
  await press(' ');
}

/** Clicks the harness button and waits for the board to be shown again. */
export async function reload(canvasElement: HTMLElement, shown: string): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: RELOAD }));
  await within(canvasElement).findByRole('region', { name: shown }, LONG);
}

/** The loading state: a busy status with `label`. */
export async function showsLoading(canvasElement: HTMLElement, label: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByText(label)).toBeInTheDocument();
}

/** The error state: `title`, the server's words, and a retry that asks again (and fails again). */
export async function showsLoadError(canvasElement: HTMLElement, title: string): Promise<void> {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert', {}, LONG);
  await expect(within(alert).getByText(title)).toBeVisible();
  await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await expect(await canvas.findByRole('alert', {}, LONG)).toBeVisible();
}
