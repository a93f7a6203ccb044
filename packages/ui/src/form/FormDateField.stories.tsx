import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';

import { FormDateField } from './FormDateField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

interface FieldArgs extends FieldStoryState<string> {
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** A date field of a one-field form, as a history filter or an invoice uses it. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  return (
    <StoryFrame>
      <FormDateField control={control} name="value" min="2026-01-01" max="2026-12-31" {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormDateField',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'วันที่เริ่มต้น' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label = 'วันที่เริ่มต้น') => within(canvasElement).getByLabelText(label);

/** Empty, the label sits above the browser's own day format. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('type', 'date');
    await expect(input(canvasElement)).toHaveValue('');
  },
};

/** A day picked in the browser's picker reaches the form as `YYYY-MM-DD`. */
export const Picked: Story = {
  play: async ({ canvasElement }) => {
    // The picker is the browser's own window; a pick arrives as a change event on the input.
    fireEvent.change(input(canvasElement), { target: { value: '2026-11-20' } });
    await expect(input(canvasElement)).toHaveValue('2026-11-20');
  },
};

export const WithHint: Story = {
  args: { helperText: 'ภายในปี 2569', initial: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('ภายในปี 2569');
  },
};

export const Error: Story = {
  args: { error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น', initial: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
    await expect(input(canvasElement)).toHaveValue('2026-11-20');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const LongThaiLabel: Story = {
  args: { label: 'วันที่ทำรายการฝากเงินครั้งแรกที่ต้องการค้นหาในประวัติการทำรายการ', initial: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'วันที่ทำรายการฝากเงินครั้งแรกที่ต้องการค้นหาในประวัติการทำรายการ')).toHaveValue(
      '2026-11-20',
    );
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { helperText: 'ภายในปี 2569' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ภายในปี 2569')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('2026-11-20');
  },
};
