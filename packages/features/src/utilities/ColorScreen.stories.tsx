import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorSamples, hexOf, type NavType, type PresetColor } from '@pp/ui';
import { noSidewaysScroll, withPhoneFrame } from '@pp/ui/storybook';
import { expect, within } from 'storybook/test';

import { ColorScreen } from './ColorScreen';

const meta = {
  title: 'Utilities/Color',
  component: ColorScreen,
  parameters: { router: { initialEntries: ['/utils/util-color'] } },
} satisfies Meta<typeof ColorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The palette of the preset and mode in the theme settings: every shade, its hex and its contrast. */
async function showsPalette(canvasElement: HTMLElement, name: string, preset: PresetColor, mode: NavType) {
  const list = within(await within(canvasElement).findByRole('list', { name }, { timeout: 8000 }));
  const samples = colorSamples(preset, mode, { shades: true });
  await expect(list.getAllByRole('listitem')).toHaveLength(samples.length);
  for (const role of ['primary', 'secondary']) {
    const main = samples.find((sample) => sample.name === `${role}.main`);
    const item = list.getByText(`${role}.main`).closest('li');
    await expect(item).toHaveTextContent(hexOf(main?.color ?? '-'));
    await expect(item).toHaveTextContent(/\d+\.\d\d:1 AA/);
  }
  await expect(list.getByText('primary.800')).toBeVisible();
  await expect(list.getByText('background.paper')).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await showsPalette(canvasElement, 'Palette of preset default (light mode)', 'default', 'light');
    // The default preset's blue (deepened for AA), as the samples show it.
    await expect(within(canvasElement).getAllByText(/#166eb4/).length).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: ({ canvasElement }) =>
    showsPalette(canvasElement, 'Palette of preset default (dark mode)', 'default', 'dark'),
};

/** Another preset chosen in the settings: the page follows it. */
export const OtherPreset: Story = {
  globals: { preset: 'theme3' },
  play: async ({ canvasElement }) => {
    await showsPalette(canvasElement, 'Palette of preset theme3 (light mode)', 'theme3', 'light');
    await expect(within(canvasElement).queryByText(/#166eb4/)).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    await showsPalette(canvasElement, 'ชุดสีของธีม default (โหมดสว่าง)', 'default', 'light');
    await noSidewaysScroll(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await showsPalette(canvasElement, 'Palette of preset default (light mode)', 'default', 'light');
    await noSidewaysScroll(canvasElement);
  },
};
