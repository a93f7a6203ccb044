import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormAmountField } from './FormAmountField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

interface FieldArgs extends FieldStoryState<string> {
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** An amount field of a one-field form, as the deposit and withdraw forms use it. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  return (
    <StoryFrame>
      <FormAmountField control={control} name="value" {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormAmountField',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'จำนวนเงิน' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label = 'จำนวนเงิน') => within(canvasElement).getByLabelText(label);

/** What was typed is kept as typed (the schema reads it); a phone shows its decimal keypad. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '1,250.5');
    await expect(input(canvasElement)).toHaveValue('1,250.5');
    await expect(input(canvasElement)).toHaveAttribute('inputmode', 'decimal');
    await expect(within(canvasElement).getByText('฿')).toBeVisible();
    // The baht sign sits next to the value: the input has no start padding of its own.
    await expect(getComputedStyle(input(canvasElement)).paddingLeft).toBe('0px');
  },
};

export const WithHint: Story = {
  args: { helperText: 'ขั้นต่ำ 100 บาท' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('ขั้นต่ำ 100 บาท');
  },
};

export const Error: Story = {
  args: { helperText: 'ขั้นต่ำ 100 บาท', error: 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง', initial: '100.123' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    await expect(input(canvasElement)).toHaveValue('100.123');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '500' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'จำนวนเงินที่ต้องการถอนเข้าบัญชีธนาคารที่ผูกไว้กับบัญชีผู้เล่น',
    helperText: 'ยอดเงินที่ถอนได้ 1,250.50 บาท สูงสุดวันละ 50,000 บาท',
    initial: '1250.50',
  },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'จำนวนเงินที่ต้องการถอนเข้าบัญชีธนาคารที่ผูกไว้กับบัญชีผู้เล่น')).toHaveValue('1250.50');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { error: 'ยอดเงินไม่เพียงพอ', initial: '60000' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยอดเงินไม่เพียงพอ')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { helperText: 'ขั้นต่ำ 100 บาท', initial: '300' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('300');
  },
};
