import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormTextField } from './FormTextField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

interface FieldArgs extends FieldStoryState<string> {
  label: string;
  helperText?: string;
  disabled?: boolean;
  multiline?: boolean;
}

/** A text field of a one-field form, in the state the story gives it. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  return (
    <StoryFrame>
      <FormTextField control={control} name="value" autoComplete="tel" inputMode="tel" {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormTextField',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'เบอร์โทรศัพท์' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label = 'เบอร์โทรศัพท์') =>
  within(canvasElement).getByLabelText(label);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '0812345678');
    await expect(input(canvasElement)).toHaveValue('0812345678');
    await expect(input(canvasElement)).toHaveAttribute('inputmode', 'tel');
    await expect(input(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithHint: Story = {
  args: { helperText: 'ตัวเลข 10 หลัก เช่น 0812345678' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('ตัวเลข 10 หลัก เช่น 0812345678');
  },
};

/** The error replaces the hint, is linked to the input, and what was typed stays. */
export const Error: Story = {
  args: {
    helperText: 'ตัวเลข 10 หลัก เช่น 0812345678',
    error: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
    initial: '0812',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง');
    await expect(canvas.queryByText('ตัวเลข 10 หลัก เช่น 0812345678')).toBeNull();
    await expect(input(canvasElement)).toHaveValue('0812');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '0812345678' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(input(canvasElement)).toHaveValue('0812345678');
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'ชื่อบัญชีธนาคารตรงกับชื่อในสมุดบัญชีสำหรับการถอนเงินเข้าบัญชี',
    helperText: 'ตรงกับชื่อในสมุดบัญชี ใช้สำหรับการถอนเงิน ชื่อที่ไม่ตรงกันจะทำให้การถอนเงินล่าช้า',
    initial: 'นางสาวประภัสสราภรณ์ ศรีสุวรรณวงศ์ไพบูลย์',
  },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'ชื่อบัญชีธนาคารตรงกับชื่อในสมุดบัญชีสำหรับการถอนเงินเข้าบัญชี')).toHaveValue(
      'นางสาวประภัสสราภรณ์ ศรีสุวรรณวงศ์ไพบูลย์',
    );
  },
};

export const Multiline: Story = {
  args: { label: 'ที่อยู่', multiline: true, initial: '99/9 ถนนพระราม 9\nแขวงห้วยขวาง เขตห้วยขวาง\nกรุงเทพฯ 10310' },
  play: async ({ canvasElement }) => {
    const address = input(canvasElement, 'ที่อยู่');
    await expect(address.tagName).toBe('TEXTAREA');
    await expect(address).toHaveValue('99/9 ถนนพระราม 9\nแขวงห้วยขวาง เขตห้วยขวาง\nกรุงเทพฯ 10310');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { error: 'กรุณากรอกเบอร์โทรศัพท์' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { helperText: 'ตัวเลข 10 หลัก', initial: '0812345678' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('0812345678');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
