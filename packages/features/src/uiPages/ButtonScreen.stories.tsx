import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { ButtonScreen } from './ButtonScreen';
import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';

const meta = {
  title: 'Components/Button',
  component: ButtonScreen,
  parameters: { router: { initialEntries: ['/components/button'] } },
} satisfies Meta<typeof ButtonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const colours = await section(canvasElement, 'Colours');
    await expect(colours.getAllByRole('button', { name: 'Warning' })).toHaveLength(2);
    const loading = await section(canvasElement, 'Loading');
    const save = loading.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toBeDisabled();
    await waitFor(() => expect(save).toBeEnabled(), LONG);
    const disabled = await section(canvasElement, 'Disabled');
    await expect(disabled.getByRole('button', { name: 'Contained' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Variants');
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Button group');
    await noSidewaysScrollIn(canvasElement);
  },
};
