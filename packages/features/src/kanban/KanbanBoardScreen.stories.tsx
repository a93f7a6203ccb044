import { brokenWords, noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { emptyKanban, handlers, kanbanScenarios, replaceKanban } from '@pp/mocks';
import { seedKanban } from '@pp/mocks/data/kanban';

import { KanbanBoardScreen } from './KanbanBoardScreen';
import {
  announced,
  card,
  column,
  dismissSnackbars,
  keyboardDrag,
  LONG,
  LONG_THAI_COLUMN,
  LONG_THAI_TITLE,
  longThai,
  manyCards,
  opened,
  press,
  reload,
  showsLoadError,
  showsLoading,
  withReload,
  writeFails,
} from './storyKit';

const meta = {
  title: 'Apps/Kanban/Board',
  component: KanbanBoardScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/app/kanban/board'] } },
} satisfies Meta<typeof KanbanBoardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'New' }, LONG);
const titles = (canvasElement: HTMLElement, columnTitle: string) =>
  column(canvasElement, columnTitle)
    .queryAllByRole('button', { name: /./ })
    .filter((element) => element.hasAttribute('data-item-id'))
    .map((element) => element.querySelector('.MuiTypography-subtitle1')?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kanban board' }, LONG)).toBeVisible();
    await shown(canvasElement);
    const columns = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(columns).toEqual(['New', 'Active', 'Resolved', 'Closed']);
    await expect(titles(canvasElement, 'New')).toEqual([
      'Online payment checkout flow',
      'ออกแบบหน้าโปรโมชันสำหรับมือถือ',
      'Password reset email template',
      'Remove the unused banner sizes',
    ]);
    await expect(column(canvasElement, 'Active').getByText('Cards: 3')).toBeInTheDocument();
    await expect(card(canvasElement, 'Online payment checkout flow')).toHaveAccessibleName(
      /^Online payment checkout flow ?Barney Thea.*High.*Due Dec 4, 2026.*Comments: 1.*Attachments: 1/,
    );
  },
};

/** Space lifts a card, the right arrow carries it to Active, space drops it; it stays there after a reload. */
export const KeyboardMove: Story = {
  decorators: [withReload],
  play: async ({ canvasElement, step }) => {
    await shown(canvasElement);
    await step('lift, move right, drop', async () => {
      const handle = card(canvasElement, 'Password reset email template');
      handle.focus();
      await press(' ');
      await waitFor(
        () =>
          expect(announced()).toBe(
            'You lifted Password reset email template. It is in New, position 3 of 4.',
          ),
        LONG,
      );
      await press('ArrowRight');
      await waitFor(
        () => expect(announced()).toMatch(/^Password reset email template is over Active, position/),
        LONG,
      );
      await press(' ');
      await waitFor(
        () => expect(announced()).toMatch(/^You dropped Password reset email template in Active/),
        LONG,
      );
    });
    await waitFor(
      () => expect(titles(canvasElement, 'Active')).toContain('Password reset email template'),
      LONG,
    );
    await expect(titles(canvasElement, 'New')).not.toContain('Password reset email template');
    await step('the move is kept by the server', async () => {
      await reload(canvasElement, 'Active');
      await waitFor(
        () => expect(titles(canvasElement, 'Active')).toContain('Password reset email template'),
        LONG,
      );
      await expect(titles(canvasElement, 'New')).not.toContain('Password reset email template');
    });
  },
};

/** A move the server refuses: the user is told and the card goes back. */
export const MoveFails: Story = {
  parameters: { msw: { handlers: { kanban: [writeFails('updateItemOrder'), ...(handlers.kanban ?? [])] } } },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await keyboardDrag(card(canvasElement, 'Login rate limit'), ['ArrowLeft']);
    const message = await page().findByText(
      'The move was not saved: Internal server error. Everything is back where it was.',
      {},
      LONG,
    );
    await waitFor(() => expect(message).toBeVisible(), LONG);
    await waitFor(() => expect(titles(canvasElement, 'Closed')).toContain('Login rate limit'), LONG);
    await expect(titles(canvasElement, 'Resolved')).not.toContain('Login rate limit');
  },
};

/** Columns move with the keyboard too, by their handle. */
export const MoveColumn: Story = {
  decorators: [withReload],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await keyboardDrag(canvas.getByRole('button', { name: 'Move column Closed' }), ['ArrowLeft']);
    await waitFor(() => expect(announced()).toBe('You dropped Closed at position 3 of 4.'), LONG);
    await reload(canvasElement, 'Closed');
    const columns = () => canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await waitFor(() => expect(columns()).toEqual(['New', 'Active', 'Closed', 'Resolved']), LONG);
  },
};

export const Columns: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await step('add a column', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add column' }));
      const dialog = within(await opened('Add column'));
      await userEvent.click(dialog.getByRole('button', { name: 'Add column' }));
      await expect(await dialog.findByText('Enter a name for the column', {}, LONG)).toBeVisible();
      await userEvent.type(dialog.getByRole('textbox', { name: /^Column name/ }), 'ตรวจสอบ');
      await userEvent.click(dialog.getByRole('button', { name: 'Add column' }));
      await expect(await canvas.findByRole('region', { name: 'ตรวจสอบ' }, LONG)).toBeVisible();
    });
    await step('rename it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for column ตรวจสอบ' }));
      await userEvent.click(await page().findByRole('menuitem', { name: 'Rename' }, LONG));
      const dialog = within(await opened('Rename column'));
      const name = dialog.getByRole('textbox', { name: /^Column name/ });
      await userEvent.clear(name);
      await userEvent.type(name, 'Review');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByRole('region', { name: 'Review' }, LONG)).toBeVisible();
    });
    await step('delete it after confirming', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for column Review' }));
      await userEvent.click(await page().findByRole('menuitem', { name: 'Delete column' }, LONG));
      const confirm = within(await opened('Delete column?'));
      await expect(
        confirm.getByText('“Review” leaves the board. Its cards stay in their user stories.'),
      ).toBeVisible();
      await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(canvas.queryByRole('region', { name: 'Review' })).toBeNull(), LONG);
      await dismissSnackbars();
    });
  },
};

export const AddItem: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add item to Resolved' }));
    const drawer = within(await opened('Add item'));
    await userEvent.click(drawer.getByRole('button', { name: 'Add item' }));
    await expect(await drawer.findByText('Enter a title', {}, LONG)).toBeVisible();
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), 'ตรวจสอบสลิปโอนเงิน');
    await userEvent.type(
      drawer.getByRole('textbox', { name: /^Description/ }),
      'Check the slip before crediting.',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
    await waitFor(() => expect(titles(canvasElement, 'Resolved').at(-1)).toBe('ตรวจสอบสลิปโอนเงิน'), LONG);
    await expect(await page().findByText('“ตรวจสอบสลิปโอนเงิน” added', {}, LONG)).toBeVisible();
    await dismissSnackbars();
  },
};

/** Editing an item's state moves it to that column; a comment is added in the drawer. */
export const EditItem: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    await shown(canvasElement);
    await userEvent.click(card(canvasElement, 'Online payment checkout flow'));
    const drawer = within(await opened('Edit item'));
    await expect(drawer.getByRole('textbox', { name: /^Title/ })).toHaveValue('Online payment checkout flow');
    await expect(drawer.getByText('checkout-flow.pdf')).toBeVisible();
    await expect(drawer.getByText('The spacing looks right on a phone now.')).toBeVisible();
    await step('comment', async () => {
      await userEvent.type(drawer.getByRole('textbox', { name: /^Comment$/ }), 'ทดสอบแล้ว ผ่าน');
      await userEvent.click(drawer.getByRole('button', { name: 'Add comment' }));
      await expect(await drawer.findByText('ทดสอบแล้ว ผ่าน', {}, LONG)).toBeVisible();
    });
    await step('move to Active by its state', async () => {
      await userEvent.click(drawer.getByRole('combobox', { name: 'State' }));
      await userEvent.click(await page().findByRole('option', { name: 'Active' }, LONG));
      await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
      await waitFor(
        () => expect(titles(canvasElement, 'Active').at(-1)).toBe('Online payment checkout flow'),
        LONG,
      );
    });
    await dismissSnackbars();
  },
};

export const DeleteItem: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await userEvent.click(card(canvasElement, 'Weekly report chart'));
    const drawer = within(await opened('Edit item'));
    await userEvent.click(drawer.getByRole('button', { name: 'Delete item' }));
    const confirm = within(await opened('Delete item?'));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
    await expect(titles(canvasElement, 'Resolved')).not.toContain('Weekly report chart');
    await dismissSnackbars();
  },
};

/** A save the server refuses keeps the drawer open with the message and what was typed. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { kanban: [writeFails('editItem'), ...(handlers.kanban ?? [])] } },
    screenshot: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await userEvent.click(card(canvasElement, 'Login rate limit'));
    const drawer = within(await opened('Edit item'));
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), ' v2');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(
      await drawer.findByText('Nothing was changed: Internal server error', {}, LONG),
    ).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: /^Title/ })).toHaveValue('Login rate limit v2');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { kanban: kanbanScenarios.loading } } },
  play: ({ canvasElement }) => showsLoading(canvasElement, 'Loading the board…'),
};

export const Empty: Story = {
  beforeEach: () => replaceKanban(emptyKanban()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No columns yet', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add column' }));
    const dialog = within(await opened('Add column'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Column name/ }), 'New');
    await userEvent.click(dialog.getByRole('button', { name: 'Add column' }));
    await expect(await canvas.findByRole('region', { name: 'New' }, LONG)).toBeVisible();
    await expect(column(canvasElement, 'New').getByText('No cards')).toBeVisible();
    await dismissSnackbars();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { kanban: kanbanScenarios.error } } },
  play: ({ canvasElement }) => showsLoadError(canvasElement, 'We could not load the board'),
};

export const LongThaiText: Story = {
  globals: { locale: 'th' },
  beforeEach: () => replaceKanban(longThai(seedKanban())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'บอร์ดคันบัน' }, LONG)).toBeVisible();
    const thaiColumn = await canvas.findByRole('region', { name: LONG_THAI_COLUMN }, LONG);
    const longCard = card(canvasElement, LONG_THAI_TITLE);
    await noSidewaysScroll(longCard, { slack: 1 });
    await expect(await brokenWords(within(longCard).getByText(LONG_THAI_TITLE))).toEqual([]);
    await expect(await brokenWords(within(thaiColumn).getByRole('heading', { level: 3 }))).toEqual([]);
    await expect(within(thaiColumn).getByText('การ์ด: 3')).toBeInTheDocument();
  },
};

/** 8 columns of 40 cards: the board scrolls sideways in its box, and every card can be reached. */
export const ManyCards: Story = {
  beforeEach: () => replaceKanban(manyCards(seedKanban(), 8, 40)),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('region', { name: 'Stage 1' }, LONG);
    await expect(within(first).getByText('Cards: 40')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    // The board scrolls sideways inside its own box; the page does not.
    const board = canvas.getByRole('region', { name: 'Board columns' });
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
    // Only the cards in view are in the page: the last card comes in when the page scrolls down,
    // the last column's cards when the board scrolls sideways.
    await step('scroll down to the last card', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await expect(await within(first).findByRole('button', { name: /: task 40(?!\d)/ }, LONG)).toBeVisible();
      window.scrollTo(0, 0);
    });
    await step('scroll sideways to the last column', async () => {
      board.scrollLeft = board.scrollWidth;
      const last = canvas.getByRole('region', { name: 'Stage 8' });
      await expect(await within(last).findByRole('button', { name: /: task 1(?!\d)/ }, LONG)).toBeVisible();
      board.scrollLeft = 0;
      await expect(await within(first).findByRole('button', { name: /: task 1(?!\d)/ }, LONG)).toBeVisible();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await expect(card(canvasElement, 'Online payment checkout flow')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    // Columns read from the right: New is right of Active.
    const first = canvas.getByRole('region', { name: 'New' }).getBoundingClientRect();
    const second = canvas.getByRole('region', { name: 'Active' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
  },
};

/** On a phone the board scrolls sideways inside its box; cards keep a readable width. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    const board = canvas.getByRole('region', { name: 'Board columns' });
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame, { slack: 1 });
    await expect(
      card(canvasElement, 'Online payment checkout flow').getBoundingClientRect().width,
    ).toBeGreaterThan(200);
  },
};
