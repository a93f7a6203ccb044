import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { TextInput, type TextInputProps } from './TextInput';

/** A controlled field on a padded page, as a form uses it. */
function Field(props: Omit<TextInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ p: 3, maxWidth: 420, bgcolor: 'background.paper' }}>
      <TextInput {...rest} value={value} onChange={(event) => setValue(event.target.value)} fullWidth />
    </Box>
  );
}

const meta = {
  title: 'UI/TextInput',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'เบอร์โทรศัพท์', autoComplete: 'username' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('เบอร์โทรศัพท์');
    await userEvent.type(input, '0812345678');
    await expect(input).toHaveValue('0812345678');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithHint: Story = {
  args: { helperText: 'ตัวเลข 10 หลัก เช่น 0812345678' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('เบอร์โทรศัพท์')).toHaveAccessibleDescription(
      'ตัวเลข 10 หลัก เช่น 0812345678',
    );
  },
};

export const Error: Story = {
  args: { error: true, helperText: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง', initial: '0812' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('เบอร์โทรศัพท์');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง');
    await expect(input).toHaveValue('0812');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '0812345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('เบอร์โทรศัพท์')).toBeDisabled();
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'ชื่อบัญชีธนาคารตรงกับชื่อในสมุดบัญชีสำหรับการถอนเงินเข้าบัญชี',
    initial: 'นางสาวประภัสสราภรณ์ ศรีสุวรรณวงศ์ไพบูลย์',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('นางสาวประภัสสราภรณ์ ศรีสุวรรณวงศ์ไพบูลย์');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { error: true, helperText: 'กรุณากรอกเบอร์โทรศัพท์', initial: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { helperText: 'ตัวเลข 10 หลัก', initial: '0812345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
