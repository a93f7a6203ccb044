import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useWatch } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';

import { brokenWords, noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '../storybook/index';
import { FormMaskedField } from './FormMaskedField';
import type { MaskPattern } from './mask';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

/** A Thai mobile number and a Thai bank account number, the two patterns the forms use. */
const PHONE_MASK: MaskPattern = '###-###-####';
const ACCOUNT_MASK: MaskPattern = '###-#-#####-#';

interface FieldArgs extends FieldStoryState<string> {
  label: string;
  mask: MaskPattern;
  inputMode?: 'numeric' | 'tel';
  helperText?: string;
  disabled?: boolean;
}

/**
 * A masked field of a one-field form, as the form pages use it (a phone, a bank account), with
 * what the form holds written under it (the story's readout, not part of the field).
 */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  const value = useWatch({ control, name: 'value' });
  return (
    <StoryFrame>
      <FormMaskedField control={control} name="value" autoComplete="off" {...props} />
      <Typography
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', mt: 1, mx: 1.75, minHeight: '1.5em' }}
      >
        ค่าในฟอร์ม: {value}
      </Typography>
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormMaskedField',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'เบอร์โทรศัพท์มือถือ',
    mask: PHONE_MASK,
    inputMode: 'tel',
    helperText: 'ขึ้นต้นด้วย 0 รวม 10 หลัก',
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label = 'เบอร์โทรศัพท์มือถือ') =>
  within(canvasElement).getByLabelText<HTMLInputElement>(label);
/** The story's readout of the form's value. */
const formValue = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^ค่าในฟอร์ม:/);

/**
 * Empty, the pattern as its placeholder; what is typed is written in the pattern (letters dropped,
 * no digit past the last slot), and the form holds the text as shown.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', '000-000-0000');
    await expect(field).toHaveAttribute('inputmode', 'tel');
    await expect(field).toHaveAccessibleDescription('ขึ้นต้นด้วย 0 รวม 10 หลัก');
    await userEvent.type(field, '081');
    // A separator appears only once a digit follows it.
    await expect(field).toHaveValue('081');
    await userEvent.type(field, '2x3y4 5678999');
    await expect(field).toHaveValue('081-234-5678');
    await expect(formValue(canvasElement)).toHaveTextContent('ค่าในฟอร์ม: 081-234-5678');
  },
};

/** The bank account field's pattern and keypad. */
const bankAccount = {
  label: 'เลขที่บัญชีธนาคาร',
  mask: ACCOUNT_MASK,
  inputMode: 'numeric',
  helperText: 'ตัวเลข 10 หลักตามสมุดบัญชี',
} as const;

/** A bank account number, pasted with spaces: written in its own pattern, digits keypad. */
export const BankAccount: Story = {
  args: bankAccount,
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'เลขที่บัญชีธนาคาร');
    await expect(field).toHaveAttribute('placeholder', '000-0-00000-0');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(field);
    await userEvent.paste('123 4 56789 0');
    await expect(field).toHaveValue('123-4-56789-0');
    await expect(formValue(canvasElement)).toHaveTextContent('ค่าในฟอร์ม: 123-4-56789-0');
  },
};

/**
 * A number already there: a digit typed in the middle goes where the caret is and the caret stays
 * after it; Backspace at the end takes the digits (and the separator left without one after it).
 */
export const WithValue: Story = {
  args: { initial: '081-234-5678' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue('081-234-5678');
    await expect(formValue(canvasElement)).toHaveTextContent('ค่าในฟอร์ม: 081-234-5678');
    await userEvent.type(field, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    // The ten slots were full: the digits after it move on and the last one falls off the end.
    await expect(field).toHaveValue('081-293-4567');
    await expect(field.selectionStart).toBe(6);
    await userEvent.type(field, '{End}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(field).toHaveValue('081-293');
    await expect(formValue(canvasElement)).toHaveTextContent('ค่าในฟอร์ม: 081-293');
  },
};

/** A refused submit or a server answer: the message replaces the hint, the field marked invalid. */
export const Error: Story = {
  args: { initial: '081-234', error: 'กรุณากรอกเบอร์โทรศัพท์ให้ครบ 10 หลัก' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์ให้ครบ 10 หลัก');
    await expect(field).toHaveValue('081-234');
  },
};

/** Disabled with a number in it; no hint, like the other fields' disabled stories (a disabled hint takes the theme's disabled text colour, below AA contrast for axe). */
export const Disabled: Story = {
  args: { disabled: true, initial: '081-234-5678', helperText: undefined },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(input(canvasElement)).toHaveValue('081-234-5678');
  },
};

/** A long Thai label and hint: the hint wraps between words, never inside one. */
export const LongThai: Story = {
  args: {
    ...bankAccount,
    label: 'เลขที่บัญชีธนาคารสำหรับรับเงินถอน (ต้องเป็นชื่อเดียวกับบัญชีผู้เล่น)',
    helperText: 'กรอกเลขที่บัญชีธนาคารกสิกรไทยหรือไทยพาณิชย์ 10 หลักตามที่พิมพ์ไว้ในสมุดบัญชี ระบบจะใส่ขีดคั่นให้เองโดยอัตโนมัติ',
  },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'เลขที่บัญชีธนาคารสำหรับรับเงินถอน (ต้องเป็นชื่อเดียวกับบัญชีผู้เล่น)');
    await userEvent.type(field, '1234567890');
    await expect(field).toHaveValue('123-4-56789-0');
    await expect(await brokenWords(canvasElement, ['กสิกรไทย', 'ไทยพาณิชย์'])).toEqual([]);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { initial: '081-234', error: 'กรุณากรอกเบอร์โทรศัพท์ให้ครบ 10 หลัก' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '5678');
    await expect(input(canvasElement)).toHaveValue('081-234-5678');
    await expect(within(canvasElement).getByText('กรุณากรอกเบอร์โทรศัพท์ให้ครบ 10 หลัก')).toBeVisible();
  },
};

/** Right to left: the field mirrors, the number is still written and read left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '0812345678');
    await expect(field).toHaveValue('081-234-5678');
    await expect(getComputedStyle(field).direction).toBe('rtl');
    await expect(formValue(canvasElement)).toHaveTextContent('ค่าในฟอร์ม: 081-234-5678');
  },
};

/** A 375 px phone: the field takes the width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '0812345678');
    await expect(field).toHaveValue('081-234-5678');
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
