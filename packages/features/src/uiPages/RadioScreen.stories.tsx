import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { RadioScreen } from './RadioScreen';
import { section } from '../shared/demo/storyKit';

const meta = {
  title: 'Components/Radio',
  component: RadioScreen,
  parameters: { router: { initialEntries: ['/components/radio'] } },
} satisfies Meta<typeof RadioScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const basic = await section(canvasElement, 'Basic');
    await expect(basic.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(basic.getByRole('radio', { name: 'Disabled' })).toBeDisabled();
    const form = await section(canvasElement, 'Helper text and errors');
    await expect(form.getByText('Choose a plan.')).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Monthly' }));
    await expect(form.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(form.getByText('You can change it later.')).toBeVisible();
  },
};
