import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { SubCard } from './SubCard';

const meta = {
  title: 'UI/SubCard',
  component: SubCard,
  tags: ['autodocs'],
  args: {
    title: 'Bank account',
    children: <TextField fullWidth label="Account number" defaultValue="048-1-23456-7" />,
  },
} satisfies Meta<typeof SubCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bank account' })).toBeVisible();
    const field = canvas.getByLabelText('Account number');
    await userEvent.clear(field);
    await userEvent.type(field, '123');
    await expect(field).toHaveValue('123');
  },
};

export const WithSecondaryAndDarkTitle: Story = {
  args: { darkTitle: true, secondary: <Button size="small">Edit</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Bank account' })).toBeVisible();
  },
};
