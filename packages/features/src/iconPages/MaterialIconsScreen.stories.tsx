import type { Meta, StoryObj } from '@storybook/react-vite';
import { withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import * as material from 'virtual:icon-gallery/material';

import { MaterialIconsScreen } from './screens';
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
  title: 'Icons/Material',
  component: MaterialIconsScreen,
  decorators: [withNotification],
  args: { copyText: recordingCopy },
  beforeEach: () => clipboard.reset(),
  parameters: { router: { initialEntries: ['/icons/material-icons'] } },
} satisfies Meta<typeof MaterialIconsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (query: string) => matchIcons(material, query).length.toLocaleString('en-US');
const LINE = "import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';";

/** Search "home" in the outlined style, open it, copy its import line: a notification says so. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every icon is listed, the first screen drawn', async () => {
      await loadedGrid(canvasElement, 'Material icons');
      await expect(canvas.getByRole('status')).toHaveTextContent(`Icons: ${count('')}`);
    });
    await step('search by name in another style', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Outlined' }));
      await expect(canvas.getByRole('button', { name: 'Outlined' })).toHaveAttribute('aria-pressed', 'true');
      await search(canvasElement, 'Search icons', 'home');
      await showsMatches(canvasElement, 'home', count('home'));
      const grid = await loadedGrid(canvasElement, 'Material icons');
      await userEvent.click(grid.getByRole('gridcell', { name: 'HomeOutlined' }));
    });
    await step('the dialog shows it larger and copies its import line', () =>
      copiesImportLine(canvasElement, 'HomeOutlined', LINE),
    );
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Search icons', 'zzqx');
    await expect(await canvas.findByText('No icon matches “zzqx”', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Matches for “zzqx”: 0');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await loadedGrid(canvasElement, 'Material icons');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    await loadedGrid(canvasElement, 'ไอคอน Material');
    await noSidewaysScrollIn(canvasElement);
  },
};

/** A phone: the grid has two columns, nothing scrolls sideways. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const grid = await loadedGrid(canvasElement, 'Material icons');
    await expect(grid.getAllByRole('row')[0]?.querySelectorAll('[role="gridcell"]')).toHaveLength(2);
    await noSidewaysScrollIn(canvasElement);
  },
};
