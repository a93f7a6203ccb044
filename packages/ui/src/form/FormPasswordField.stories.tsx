import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormPasswordField } from './FormPasswordField';
import { StoryFrame, useTextStoryForm, type FieldStoryState } from './storyKit';

const toggleLabels = { show: 'แสดงรหัสผ่าน', hide: 'ซ่อนรหัสผ่าน' };

interface FieldArgs extends FieldStoryState<string> {
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** False: the field follows another field's toggle and has none of its own. */
  toggle?: boolean;
}

/** A password field of a one-field form, as the login and register forms use it. */
function Field({ initial, error, toggle = true, ...props }: FieldArgs) {
  const { control } = useTextStoryForm({ initial, error });
  return (
    <StoryFrame>
      {toggle ? (
        <FormPasswordField
          control={control}
          name="value"
          autoComplete="current-password"
          toggleLabels={toggleLabels}
          {...props}
        />
      ) : (
        <FormPasswordField
          control={control}
          name="value"
          autoComplete="new-password"
          toggle={false}
          {...props}
        />
      )}
    </StoryFrame>
  );
}

const meta = {
  title: 'UI/Form/FormPasswordField',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'รหัสผ่าน' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label = 'รหัสผ่าน') => within(canvasElement).getByLabelText(label);

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'demo1234');
    await expect(field(canvasElement)).toHaveAttribute('type', 'password');
    await expect(field(canvasElement)).toHaveValue('demo1234');
    await expect(within(canvasElement).getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeVisible();
  },
};

export const Shown: Story = {
  args: { initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    await expect(field(canvasElement)).toHaveAttribute('type', 'text');
    await expect(field(canvasElement)).toHaveValue('demo1234');
    await expect(within(canvasElement).getByRole('button', { name: 'ซ่อนรหัสผ่าน' })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { helperText: 'อย่างน้อย 6 ตัวอักษร' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription('อย่างน้อย 6 ตัวอักษร');
  },
};

export const Error: Story = {
  args: { helperText: 'อย่างน้อย 6 ตัวอักษร', error: 'กรุณากรอกรหัสผ่าน' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveAccessibleDescription('กรุณากรอกรหัสผ่าน');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeDisabled();
  },
};

/** The confirm field of registration follows the first field's toggle and has none of its own. */
export const WithoutToggle: Story = {
  args: { label: 'ยืนยันรหัสผ่าน', toggle: false, initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(field(canvasElement, 'ยืนยันรหัสผ่าน')).toHaveAttribute('type', 'password');
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'รหัสผ่านใหม่สำหรับเข้าสู่ระบบ (อย่างน้อยหกตัวอักษร ประกอบด้วยตัวอักษรและตัวเลข)',
    initial: 'demo1234',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { initial: 'demo1234', error: 'รหัสผ่านไม่ตรงกัน' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('demo1234');
    await expect(within(canvasElement).getByText('รหัสผ่านไม่ตรงกัน')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: 'demo1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeVisible();
  },
};
