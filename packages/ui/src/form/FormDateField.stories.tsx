import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { expect, fireEvent, userEvent, within } from 'storybook/test';

import type { DateInputLocale } from '../components/DateInput';
import { FormDateField } from './FormDateField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

type FieldArgs = FieldStoryState<string> &
  DateInputLocale & {
    label: string;
    helperText?: string;
    disabled?: boolean;
    placeholder?: string;
  };

/** A date field of a one-field form, as an invoice uses it; with a locale, what the form holds under it. */
function Field({ initial, error, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  const value = useWatch({ control, name: 'value' });
  return (
    <StoryFrame>
      <FormDateField control={control} name="value" min="2026-01-01" max="2026-12-31" {...props} />
      {props.locale !== undefined && (
        <Typography variant="caption" component="p" data-testid="form-value" sx={{ mt: 1 }}>
          {value}
        </Typography>
      )}
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

const thai = { locale: 'th-TH', pickerLabel: 'เลือกวันที่จากปฏิทิน', placeholder: 'วว/ดด/ปปปป' } as const;
const formValue = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('form-value');

/**
 * With a locale, the day reads as that locale writes it, whatever the browser's language: Thai,
 * Buddhist era. The form still holds `YYYY-MM-DD`.
 */
export const ThaiBuddhistEra: Story = {
  args: { ...thai, initial: '2026-11-20' },
  play: async ({ canvasElement, step }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue('20/11/2569');
    await expect(formValue(canvasElement)).toHaveTextContent('2026-11-20');
    await step('a typed day reaches the form as soon as it is one', async () => {
      await userEvent.clear(field);
      await expect(formValue(canvasElement)).toHaveTextContent(/^$/);
      await userEvent.type(field, '1/12/2569');
      await expect(formValue(canvasElement)).toHaveTextContent('2026-12-01');
      await userEvent.tab();
      await expect(field).toHaveValue('01/12/2569');
    });
    await step('text that is not a day reaches the form as typed when the field is left', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '30/02/2569');
      await expect(formValue(canvasElement)).toHaveTextContent(/^$/);
      await userEvent.tab();
      await expect(formValue(canvasElement)).toHaveTextContent('30/02/2569');
      await expect(field).toHaveValue('30/02/2569');
    });
    await step("a day picked in the device's calendar", async () => {
      const button = within(canvasElement).getByRole('button', { name: thai.pickerLabel });
      const picker = button.parentElement?.querySelector('input[type="date"]') as HTMLInputElement;
      await expect(picker).toBeInstanceOf(HTMLInputElement);
      await expect(picker).toHaveAttribute('min', '2026-01-01');
      fireEvent.change(picker, { target: { value: '2026-03-04' } });
      await expect(field).toHaveValue('04/03/2569');
      await expect(formValue(canvasElement)).toHaveTextContent('2026-03-04');
    });
  },
};

export const ThaiEmpty: Story = {
  args: { ...thai },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(field);
    await expect(field).toHaveAttribute('placeholder', 'วว/ดด/ปปปป');
  },
};

export const ThaiErrorDark: Story = {
  globals: { mode: 'dark' },
  args: { ...thai, initial: '2026-11-20', error: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
  },
};

export const ThaiRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { ...thai, initial: '2026-11-20' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('20/11/2569');
  },
};

export const ThaiDisabled: Story = {
  args: { ...thai, initial: '2026-11-20', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: thai.pickerLabel })).toBeDisabled();
  },
};
