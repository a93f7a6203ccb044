import { brokenWords, noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { emptyKanban, handlers, kanbanScenarios, replaceKanban } from '@pp/mocks';
import { seedKanban } from '@pp/mocks/data/kanban';

import { KanbanBacklogsScreen } from './KanbanBacklogsScreen';
import {
  announced,
  dismissSnackbars,
  keyboardDrag,
  LONG,
  LONG_THAI_TITLE,
  longThai,
  opened,
  reload,
  showsLoadError,
  showsLoading,
  withReload,
  writeFails,
} from './storyKit';

const meta = {
  title: 'Apps/Kanban/Backlogs',
  component: KanbanBacklogsScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/app/kanban/backlogs'] } },
} satisfies Meta<typeof KanbanBacklogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const FIRST = 'As a player I pay online in one step';
const SECOND = 'ผู้เล่นดูโปรโมชันบนมือถือได้สะดวก';
const stories = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((article) => article.querySelector('h3')?.textContent);
const story = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('article', { name: title }));
const itemsOf = (canvasElement: HTMLElement, title: string) =>
  [
    ...within(canvasElement)
      .getByRole('article', { name: title })
      .querySelectorAll('[data-rfd-draggable-id]'),
  ].map((row) => row.querySelector('.MuiTypography-body2')?.textContent);
const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: FIRST }, LONG);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Backlogs' }, LONG)).toBeVisible();
    await shown(canvasElement);
    await expect(stories(canvasElement)).toEqual([
      FIRST,
      SECOND,
      'As a player I invite friends with my link',
      'As an operator I read the weekly report',
    ]);
    const first = story(canvasElement, FIRST);
    // The story's own chips come first, before its items'.
    await expect(first.getAllByText('High')[0]).toBeVisible();
    await expect(first.getAllByText('Active')[0]).toBeVisible();
    await expect(first.getAllByText('Barney Thea').length).toBeGreaterThan(0);
    await expect(first.getByText('Due Dec 12, 2026')).toBeVisible();
    await expect(itemsOf(canvasElement, FIRST)).toEqual([
      'Online payment checkout flow',
      'Session expires while a deposit slip uploads',
      'Login rate limit',
    ]);
    await step('a story folds its items away', async () => {
      const toggle = first.getByRole('button', { name: `Show the items of ${FIRST}` });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

/** A story and an item change place with the keyboard, and keep it after a reload. */
export const Reorder: Story = {
  decorators: [withReload],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await step('move the second story up', async () => {
      await keyboardDrag(canvas.getByRole('button', { name: `Move story ${SECOND}` }), ['ArrowUp']);
      await waitFor(() => expect(announced()).toBe(`You dropped ${SECOND} at position 1 of 4.`), LONG);
      await waitFor(() => expect(stories(canvasElement)[0]).toBe(SECOND), LONG);
    });
    await step('move an item down within its story', async () => {
      const row = canvas.getByRole('button', { name: /^Online payment checkout flow/ });
      await keyboardDrag(row, ['ArrowDown']);
      await waitFor(
        () =>
          expect(announced()).toBe(`You dropped Online payment checkout flow in ${FIRST}, position 2 of 3.`),
        LONG,
      );
    });
    await step('both are kept by the server', async () => {
      await reload(canvasElement, 'User stories');
      await waitFor(() => expect(stories(canvasElement)[0]).toBe(SECOND), LONG);
      await expect(itemsOf(canvasElement, FIRST)).toEqual([
        'Session expires while a deposit slip uploads',
        'Online payment checkout flow',
        'Login rate limit',
      ]);
    });
  },
};

export const ReorderFails: Story = {
  parameters: { msw: { handlers: { kanban: [writeFails('updateStoryOrder'), ...(handlers.kanban ?? [])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await keyboardDrag(canvas.getByRole('button', { name: `Move story ${SECOND}` }), ['ArrowUp']);
    const message = await page().findByText(
      'The move was not saved: Internal server error. Everything is back where it was.',
      {},
      LONG,
    );
    await waitFor(() => expect(message).toBeVisible(), LONG);
    await waitFor(() => expect(stories(canvasElement)[0]).toBe(FIRST), LONG);
  },
};

export const AddStory: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add story' }));
    const dialog = within(await opened('Add user story'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add story' }));
    await expect(await dialog.findByText('Enter a title', {}, LONG)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), 'ผู้เล่นดูอันดับของตัวเอง');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Acceptance criteria/ }),
      'Rank updates daily.',
    );
    await userEvent.click(dialog.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await page().findByRole('option', { name: 'New' }, LONG));
    await userEvent.click(dialog.getByRole('button', { name: 'Add story' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
    await waitFor(() => expect(stories(canvasElement).at(-1)).toBe('ผู้เล่นดูอันดับของตัวเอง'), LONG);
    await expect(story(canvasElement, 'ผู้เล่นดูอันดับของตัวเอง').getByText('No items yet')).toBeVisible();
    await dismissSnackbars();
  },
};

/** Editing a story: its state and a comment; then deleting it after confirming. */
export const EditAndDeleteStory: Story = {
  play: async ({ canvasElement, step }) => {
    await shown(canvasElement);
    const open = async () => {
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: 'Edit As a player I invite friends with my link' }),
      );
      return within(await opened('Edit user story'));
    };
    await step('comment and change the state', async () => {
      const dialog = await open();
      await userEvent.type(dialog.getByRole('textbox', { name: /^Comment$/ }), 'Old links checked.');
      await userEvent.click(dialog.getByRole('button', { name: 'Add comment' }));
      await expect(await dialog.findByText('Old links checked.', {}, LONG)).toBeVisible();
      await userEvent.click(dialog.getByRole('combobox', { name: 'State' }));
      await userEvent.click(await page().findByRole('option', { name: 'Closed' }, LONG));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
      const edited = story(canvasElement, 'As a player I invite friends with my link');
      await waitFor(() => expect(edited.getAllByText('Closed')[0]).toHaveClass('MuiChip-label'), LONG);
      await expect(edited.getByText('Comments: 1')).toBeInTheDocument();
    });
    await step('delete it', async () => {
      const dialog = await open();
      await userEvent.click(dialog.getByRole('button', { name: 'Delete story' }));
      const confirm = within(await opened('Delete user story?'));
      await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
      await waitFor(() => expect(stories(canvasElement)).toHaveLength(3), LONG);
    });
    await dismissSnackbars();
  },
};

/** An item is added to a story from the backlogs, in the board's drawer. */
export const AddItemToStory: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await userEvent.click(
      story(canvasElement, 'As an operator I read the weekly report').getByRole('button', {
        name: 'Add item',
      }),
    );
    const drawer = within(await opened('Add item'));
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), 'Export the report as CSV');
    await userEvent.click(drawer.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), LONG);
    await waitFor(
      () =>
        expect(itemsOf(canvasElement, 'As an operator I read the weekly report')).toEqual([
          'Weekly report chart',
          'Export the report as CSV',
        ]),
      LONG,
    );
    await dismissSnackbars();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { kanban: kanbanScenarios.loading } } },
  play: ({ canvasElement }) => showsLoading(canvasElement, 'Loading the user stories…'),
};

export const Empty: Story = {
  beforeEach: () => replaceKanban(emptyKanban()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No user stories yet', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add story' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { kanban: kanbanScenarios.error } } },
  play: ({ canvasElement }) => showsLoadError(canvasElement, 'We could not load the user stories'),
};

export const LongThaiText: Story = {
  globals: { locale: 'th' },
  beforeEach: () => replaceKanban(longThai(seedKanban())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'แบ็กล็อก' }, LONG)).toBeVisible();
    const title = await canvas.findByRole('heading', { name: `ในฐานะผู้เล่น ${LONG_THAI_TITLE}` }, LONG);
    await expect(await brokenWords(title)).toEqual([]);
    const article = canvas.getAllByRole('article')[0] as HTMLElement;
    await noSidewaysScroll(article, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await shown(canvasElement)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const first = story(canvasElement, (await shown(canvasElement)).getAttribute('aria-label') ?? FIRST);
    // The handle starts the row at the right, the edit button ends it at the left.
    const handle = first.getByRole('button', { name: `Move story ${FIRST}` }).getBoundingClientRect();
    const edit = first.getByRole('button', { name: `Edit ${FIRST}` }).getBoundingClientRect();
    await expect(handle.left).toBeGreaterThan(edit.left);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame, { slack: 1 });
  },
};
