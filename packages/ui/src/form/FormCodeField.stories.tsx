import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormCodeField } from './FormCodeField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

const digitLabel = (position: number, length: number) => `หลักที่ ${position} จาก ${length}`;

interface FieldArgs extends FieldStoryState<string> {
  length: 4 | 5 | 6;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** A code field of a one-field form, as the code verification pages use it. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  return (
    <StoryFrame>
      <FormCodeField control={control} name="value" digitLabel={digitLabel} {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormCodeField',
  component: Field,
  tags: ['autodocs'],
  args: { length: 6, label: 'รหัสยืนยัน 6 หลัก' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, position: number, length = 6) =>
  within(canvasElement).getByRole('textbox', { name: digitLabel(position, length) });
const values = (canvasElement: HTMLElement, length = 6) =>
  Array.from({ length }, (_, index) => (box(canvasElement, index + 1, length) as HTMLInputElement).value);

/** Six boxes in a labelled group; typing moves on, Backspace goes back, a paste fills them all. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'รหัสยืนยัน 6 หลัก' })).toBeVisible();
    await expect(box(canvasElement, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(canvasElement, 2)).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('4a2');
    await expect(values(canvasElement)).toEqual(['4', '2', '', '', '', '']);
    await expect(box(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(values(canvasElement)).toEqual(['', '', '', '', '', '']);
    await expect(box(canvasElement, 1)).toHaveFocus();
    await userEvent.paste('98-76-54');
    await expect(values(canvasElement)).toEqual(['9', '8', '7', '6', '5', '4']);
    await userEvent.keyboard('{Home}');
    await expect(box(canvasElement, 1)).toHaveFocus();
  },
};

/** Four digits, half typed: a digit typed past the code's end lands in the first empty box. */
export const FourDigits: Story = {
  args: { length: 4, label: 'PIN 4 หลัก', initial: '12' },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement, 4)).toEqual(['1', '2', '', '']);
    await userEvent.click(box(canvasElement, 4, 4));
    await userEvent.keyboard('3');
    await expect(values(canvasElement, 4)).toEqual(['1', '2', '3', '']);
    await expect(box(canvasElement, 4, 4)).toHaveFocus();
  },
};

/** The form's error under the boxes, read with each of them. */
export const WithError: Story = {
  args: { initial: '123', error: 'กรุณากรอกรหัสยืนยันให้ครบ 6 หลัก', helperText: 'รหัสจาก SMS' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvasElement, 4)).toHaveAccessibleDescription('กรุณากรอกรหัสยืนยันให้ครบ 6 หลัก');
  },
};

export const Disabled: Story = {
  args: { initial: '2468', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 1)).toBeDisabled();
    await expect(values(canvasElement)).toEqual(['2', '4', '6', '8', '', '']);
  },
};

/** Right to left, the code still reads left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: '135' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 1).getBoundingClientRect().left).toBeLessThan(
      box(canvasElement, 2).getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = { ...Empty, globals: { mode: 'dark' } };
