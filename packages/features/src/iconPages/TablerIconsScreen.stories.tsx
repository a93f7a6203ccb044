import type { Meta, StoryObj } from '@storybook/react-vite';
import { withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as tabler from 'virtual:icon-gallery/tabler';

import { TablerIconsScreen } from './screens';
import { matchIcons } from './search';
import {
  clipboard,
  copiesImportLine,
  loadedGrid,
  LONG,
  noSidewaysScrollIn,
  recordingCopy,
  search,
  showsMatches,
} from './storyKit';

const meta = {
  title: 'Icons/Tabler',
  component: TablerIconsScreen,
  decorators: [withNotification],
  args: { copyText: recordingCopy },
  beforeEach: () => clipboard.reset(),
  parameters: { router: { initialEntries: ['/icons/tabler-icons'] } },
} satisfies Meta<typeof TablerIconsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (query: string) => matchIcons(tabler, query, 'Icon').length.toLocaleString('en-US');

/** Search "home", open IconHome, copy its import line: the clipboard has it and a notification says so. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every icon is listed, the first screen drawn', async () => {
      await loadedGrid(canvasElement, 'Tabler icons');
      await expect(canvas.getByRole('status')).toHaveTextContent(`Icons: ${count('')}`);
    });
    await step('search by name', async () => {
      await search(canvasElement, 'Search icons', 'home');
      await showsMatches(canvasElement, 'home', count('home'));
      const grid = await loadedGrid(canvasElement, 'Tabler icons');
      await expect(grid.getByRole('gridcell', { name: 'HomeFilled' })).toBeVisible();
      await userEvent.click(grid.getByRole('gridcell', { name: 'Home' }));
    });
    await step('the dialog shows it larger and copies its import line', () =>
      copiesImportLine(canvasElement, 'IconHome', "import { IconHome } from '@tabler/icons-react';", [
        'Category: Buildings',
      ]),
    );
  },
};

/** A category finds its icons too. */
export const ByCategory: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Search icons', 'buildings');
    const grid = await loadedGrid(canvasElement, 'Tabler icons');
    await expect(grid.getByRole('gridcell', { name: 'BuildingBank' })).toBeVisible();
    await showsMatches(canvasElement, 'buildings', count('buildings'));
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Search icons', 'zzqx');
    await expect(await canvas.findByText('No icon matches “zzqx”', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Matches for “zzqx”: 0');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await loadedGrid(canvasElement, 'Tabler icons');
  },
};

/** Right to left (Thai labels): the arrow keys follow the reading direction. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    const grid = await loadedGrid(canvasElement, 'ไอคอน Tabler');
    const [first, second] = grid.getAllByRole('gridcell');
    first?.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(first).toHaveFocus());
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await loadedGrid(canvasElement, 'Tabler icons');
    await noSidewaysScrollIn(canvasElement);
  },
};
