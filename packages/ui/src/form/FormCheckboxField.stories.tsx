import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormCheckboxField } from './FormCheckboxField';
import { StoryFrame, useBooleanStoryForm, type FieldStoryState } from './storyKit';

interface FieldArgs extends FieldStoryState<boolean> {
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** A checkbox of a one-field form. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useBooleanStoryForm({ initial, error });
  return (
    <StoryFrame>
      <FormCheckboxField control={control} name="value" {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormCheckboxField',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'ยอมรับเงื่อนไขการใช้บริการ' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name = 'ยอมรับเงื่อนไขการใช้บริการ') =>
  within(canvasElement).getByRole('checkbox', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('ยอมรับเงื่อนไขการใช้บริการ'));
    await expect(box(canvasElement)).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { helperText: 'อ่านเงื่อนไขได้ที่หน้าเว็บไซต์หลัก' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAccessibleDescription('อ่านเงื่อนไขได้ที่หน้าเว็บไซต์หลัก');
  },
};

export const Error: Story = {
  args: { helperText: 'อ่านเงื่อนไขได้ที่หน้าเว็บไซต์หลัก', error: 'กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvasElement)).toHaveAccessibleDescription('กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeDisabled();
    await expect(box(canvasElement)).toBeChecked();
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัวของเว็บไซต์',
    initial: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      box(canvasElement, 'ข้าพเจ้ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัวของเว็บไซต์'),
    ).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { error: 'กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: true, helperText: 'อ่านเงื่อนไขได้ที่หน้าเว็บไซต์หลัก' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeChecked();
  },
};
