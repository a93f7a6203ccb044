import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { TextFieldScreen } from './TextFieldScreen';

const meta = {
  title: 'Components/Text field',
  component: TextFieldScreen,
  parameters: { router: { initialEntries: ['/components/text-field'] } },
} satisfies Meta<typeof TextFieldScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Helper text and errors');
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await userEvent.type(email, 'example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    const password = form.getByLabelText(/^Password/);
    await userEvent.type(password, 'short');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    const states = await section(canvasElement, 'States');
    await expect(states.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Adornments');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Adornments');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Multiline');
    await noSidewaysScrollIn(canvasElement);
  },
};
