import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FormAlert } from './FormAlert';
import { FormAmountField } from './FormAmountField';
import { FormCheckboxField } from './FormCheckboxField';
import { FormPasswordField } from './FormPasswordField';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { StoryFrame } from './storyKit';

interface ExampleValues {
  phone: string;
  password: string;
  bank: string;
  amount: string;
  accept: boolean;
}

/**
 * The story's rules, written by hand (ui knows no schema library; features use yup schemas from
 * shared/forms with the same fields).
 */
const resolver: Resolver<ExampleValues> = (values) => {
  const errors: FieldErrors<ExampleValues> = {};
  const refuse = (name: keyof ExampleValues, message: string) => {
    errors[name] = { type: 'validate', message };
  };
  if (values.phone.trim() === '') refuse('phone', 'กรุณากรอกเบอร์โทรศัพท์');
  else if (!/^0\d{9}$/.test(values.phone.trim())) refuse('phone', 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง');
  if (values.password === '') refuse('password', 'กรุณากรอกรหัสผ่าน');
  if (values.bank === '') refuse('bank', 'กรุณาเลือกธนาคาร');
  if (values.amount.trim() === '') refuse('amount', 'กรุณากรอกจำนวนเงิน');
  else if (!/^\d+(\.\d{1,2})?$/.test(values.amount.trim())) refuse('amount', 'กรุณากรอกจำนวนเงินเป็นตัวเลข');
  if (!values.accept) refuse('accept', 'กรุณายอมรับเงื่อนไข');
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** A small form of every kind of field: submit, read the errors, fix them, submit again. */
function ExampleForm() {
  const { control, handleSubmit } = useForm<ExampleValues>({
    resolver,
    defaultValues: { phone: '', password: '', bank: '', amount: '', accept: false },
  });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <StoryFrame>
      <Box
        component="form"
        noValidate
        aria-label="ตัวอย่างแบบฟอร์ม"
        onSubmit={handleSubmit((values) => setSent(`ส่งแล้ว: ${values.phone} ฝาก ${values.amount} บาท`))}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {sent !== null && <FormAlert severity="success">{sent}</FormAlert>}
        <FormTextField control={control} name="phone" label="เบอร์โทรศัพท์" inputMode="tel" autoComplete="tel" />
        <FormPasswordField
          control={control}
          name="password"
          label="รหัสผ่าน"
          autoComplete="current-password"
          toggleLabels={{ show: 'แสดงรหัสผ่าน', hide: 'ซ่อนรหัสผ่าน' }}
        />
        <FormSelectField
          control={control}
          name="bank"
          label="ธนาคาร"
          options={[
            { value: 'KBANK', label: 'กสิกรไทย' },
            { value: 'SCB', label: 'ไทยพาณิชย์' },
          ]}
        />
        <FormAmountField control={control} name="amount" label="จำนวนเงิน" helperText="ขั้นต่ำ 100 บาท" />
        <FormCheckboxField control={control} name="accept" label="ยอมรับเงื่อนไขการใช้บริการ" />
        <Button type="submit" variant="contained" color="secondary" size="large" fullWidth>
          ยืนยัน
        </Button>
      </Box>
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/Example',
  component: ExampleForm,
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty submit: every field says what it needs and the first one takes the focus. */
export const RefusedSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(canvas.getByLabelText('เบอร์โทรศัพท์')).toHaveFocus());
    await expect(canvas.getByLabelText('เบอร์โทรศัพท์')).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์');
    await expect(canvas.getByLabelText('รหัสผ่าน')).toHaveAccessibleDescription('กรุณากรอกรหัสผ่าน');
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('กรุณาเลือกธนาคาร');
    await expect(canvas.getByLabelText('จำนวนเงิน')).toHaveAccessibleDescription('กรุณากรอกจำนวนเงิน');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('กรุณายอมรับเงื่อนไข');
  },
};

/** Submit, fix each field (its message goes as it is corrected), submit again: the form is sent. */
export const SubmitErrorsFix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('เบอร์โทรศัพท์'), '0812');
    await userEvent.type(canvas.getByLabelText('จำนวนเงิน'), '1,5');
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByText('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง')).toBeVisible();
    await expect(canvas.getByText('กรุณากรอกจำนวนเงินเป็นตัวเลข')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('เบอร์โทรศัพท์')).toHaveFocus());
    // What was typed stays to be corrected.
    await expect(canvas.getByLabelText('จำนวนเงิน')).toHaveValue('1,5');

    await userEvent.type(canvas.getByLabelText('เบอร์โทรศัพท์'), '345678');
    await waitFor(() => expect(canvas.queryByText('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง')).toBeNull());
    await userEvent.type(canvas.getByLabelText('รหัสผ่าน'), 'demo1234');
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(within(document.body).getByRole('option', { name: 'กสิกรไทย' }));
    await userEvent.clear(canvas.getByLabelText('จำนวนเงิน'));
    await userEvent.type(canvas.getByLabelText('จำนวนเงิน'), '500');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('ส่งแล้ว: 0812345678 ฝาก 500 บาท');
    await expect(canvas.getByLabelText('เบอร์โทรศัพท์')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: RefusedSubmit.play,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: RefusedSubmit.play,
};
