import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormSelectField } from './FormSelectField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

const banks = [
  { value: 'KBANK', label: 'กสิกรไทย' },
  { value: 'SCB', label: 'ไทยพาณิชย์' },
  { value: 'BBL', label: 'กรุงเทพ' },
  { value: 'KTB', label: 'กรุงไทย' },
  { value: 'BAY', label: 'กรุงศรีอยุธยา' },
  { value: 'TTB', label: 'ทหารไทยธนชาต' },
  { value: 'GSB', label: 'ออมสิน' },
  { value: 'BAAC', label: 'ธ.ก.ส.' },
  { value: 'KKP', label: 'เกียรตินาคินภัทร' },
  { value: 'CIMBT', label: 'ซีไอเอ็มบี ไทย' },
  { value: 'UOBT', label: 'ยูโอบี' },
  { value: 'LHB', label: 'แลนด์ แอนด์ เฮ้าส์' },
  { value: 'TMW', label: 'ทรูมันนี่ วอลเล็ท' },
];

interface FieldArgs extends FieldStoryState<string> {
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** A select of a one-field form, as registration picks the bank. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  return (
    <StoryFrame>
      <FormSelectField control={control} name="value" options={banks} {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormSelectField',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'ธนาคาร' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

/** Picking an option shows its label in the closed field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    const menu = within(document.body).getByRole('listbox');
    await userEvent.click(within(menu).getByRole('option', { name: 'ไทยพาณิชย์' }));
    await expect(combobox(canvasElement)).toHaveTextContent('ไทยพาณิชย์');
    await expect(combobox(canvasElement)).toHaveAccessibleName('ธนาคาร');
  },
};

export const WithHint: Story = {
  args: { helperText: 'บัญชีที่ใช้รับเงินถอน', initial: 'KBANK' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveTextContent('กสิกรไทย');
    await expect(combobox(canvasElement)).toHaveAccessibleDescription('บัญชีที่ใช้รับเงินถอน');
  },
};

export const Error: Story = {
  args: { helperText: 'บัญชีที่ใช้รับเงินถอน', error: 'กรุณาเลือกธนาคาร' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox(canvasElement)).toHaveAccessibleDescription('กรุณาเลือกธนาคาร');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: 'SCB' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongThaiLabel: Story = {
  args: { label: 'ธนาคารหรือกระเป๋าเงินอิเล็กทรอนิกส์ที่ใช้รับเงินถอนของบัญชีผู้เล่น', initial: 'LHB' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveTextContent('แลนด์ แอนด์ เฮ้าส์');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { initial: 'TMW' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveTextContent('ทรูมันนี่ วอลเล็ท');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: 'KTB', helperText: 'บัญชีที่ใช้รับเงินถอน' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveTextContent('กรุงไทย');
  },
};
