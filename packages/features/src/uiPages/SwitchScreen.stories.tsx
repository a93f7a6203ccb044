import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { SwitchScreen } from './SwitchScreen';

const meta = {
  title: 'Components/Switch',
  component: SwitchScreen,
  parameters: { router: { initialEntries: ['/components/switch'] } },
} satisfies Meta<typeof SwitchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Helper text and errors');
    const bluetooth = form.getByRole('switch', { name: 'Bluetooth' });
    await expect(bluetooth).not.toBeChecked();
    await userEvent.click(bluetooth);
    await expect(bluetooth).toBeChecked();
    await expect(form.getByText('Not available on a shared device.')).toBeVisible();
    await userEvent.click(form.getByRole('switch', { name: 'Stay signed in' }));
    await expect(form.queryByText('Not available on a shared device.')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Label placement');
    await noSidewaysScrollIn(canvasElement);
  },
};
