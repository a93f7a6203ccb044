import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { CheckboxScreen } from './CheckboxScreen';
import { section } from '../shared/demo/storyKit';

const meta = {
  title: 'Components/Checkbox',
  component: CheckboxScreen,
  parameters: { router: { initialEntries: ['/components/checkbox'] } },
} satisfies Meta<typeof CheckboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Helper text and errors');
    const all = form.getByRole('checkbox', { name: 'All channels' });
    await expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    await expect(form.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await userEvent.click(all);
    await expect(form.getByText('Pick at least one channel.')).toBeVisible();
    await userEvent.click(form.getByRole('checkbox', { name: 'LINE' }));
    await expect(form.getByText('Choose how we reach you.')).toBeVisible();
    await userEvent.click(form.getByRole('checkbox', { name: 'I accept the terms' }));
    await expect(form.queryByText('You must accept the terms to continue.')).toBeNull();
  },
};
