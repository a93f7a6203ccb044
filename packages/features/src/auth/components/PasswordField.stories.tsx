import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { copy } from '../copy';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** A controlled password field on a padded card, as the login and register forms use it. */
function Field(props: Omit<PasswordFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ p: 3, maxWidth: 420, bgcolor: 'background.paper' }}>
      <PasswordField {...rest} value={value} onChange={(event) => setValue(event.target.value)} fullWidth />
    </Box>
  );
}

const meta = {
  title: 'Auth/PasswordField',
  component: Field,
  args: { label: copy.fields.password, autoComplete: 'current-password' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(copy.fields.password);

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'demo1234');
    await expect(field(canvasElement)).toHaveAttribute('type', 'password');
    await expect(within(canvasElement).getByRole('button', { name: copy.fields.showPassword })).toBeVisible();
  },
};

export const Shown: Story = {
  args: { initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.fields.showPassword }));
    await expect(field(canvasElement)).toHaveAttribute('type', 'text');
    await expect(field(canvasElement)).toHaveValue('demo1234');
    await expect(within(canvasElement).getByRole('button', { name: copy.fields.hidePassword })).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: true, helperText: copy.validation.passwordRequired },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveAccessibleDescription(copy.validation.passwordRequired);
  },
};

/** The confirm field of registration follows the first field's toggle and has none of its own. */
export const WithoutToggle: Story = {
  args: { label: copy.fields.confirmPassword, toggle: false, initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('demo1234');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: copy.fields.showPassword })).toBeVisible();
  },
};
