import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LOADING_BAR_Z_INDEX, LoadingBar, LoadingBarLabel } from './LoadingBar';

const meta = {
  title: 'UI/LoadingBar',
  component: LoadingBar,
  tags: ['autodocs'],
  parameters: { fullPage: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toBeVisible();
    const wrapper = bar.parentElement as HTMLElement;
    await expect(getComputedStyle(wrapper).position).toBe('fixed');
    await expect(getComputedStyle(wrapper).zIndex).toBe(String(LOADING_BAR_Z_INDEX));
    await expect(wrapper.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { label: 'กำลังโหลด' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'กำลังโหลด' })).toBeVisible();
  },
};

/** A route's fallback bar takes its name from the layout's language (AppLayout provides it). */
export const NamedByTheLayout: Story = {
  decorators: [
    (Story) => (
      <LoadingBarLabel value="กำลังโหลด">
        <Story />
      </LoadingBarLabel>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'กำลังโหลด' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  },
};
