import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { reachesTouchSquare } from '../storybook';
import { DateInput, type DateInputProps } from './DateInput';

type Props = Omit<DateInputProps, 'value' | 'onChange'> & { initial?: string };

/** A controlled field that prints the value it holds, as a form would keep it. */
function Controlled({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 320 }}>
      <DateInput {...(props as DateInputProps)} value={value} onChange={setValue} />
      <Typography variant="body2" data-testid="value">
        {value || '—'}
      </Typography>
    </Box>
  );
}

const thai = { locale: 'th-TH', pickerLabel: 'เลือกวันที่' } as const;

const meta = {
  title: 'UI/DateInput',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: 'ตั้งแต่วันที่', initial: '2026-11-20', ...thai },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name = 'ตั้งแต่วันที่') =>
  within(canvasElement).getByRole('textbox', { name });
const held = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('value');

/** In Thai the day reads as Thai write it: day/month/Buddhist year; the form keeps ISO. */
export const ThaiBuddhistEra: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('20/11/2569');
    await expect(field(canvasElement)).toHaveAttribute('inputmode', 'numeric');
    await expect(held(canvasElement)).toHaveTextContent('2026-11-20');
    const picker = within(canvasElement).getByRole('button', { name: 'เลือกวันที่' });
    await expect(reachesTouchSquare(picker)).toBe(true);
  },
};

/** A day typed the Thai way reaches the form as soon as it is one. */
export const TypedInThai: Story = {
  args: { initial: '' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '1/1/2570');
    await expect(held(canvasElement)).toHaveTextContent('2027-01-01');
    // Shown as typed while the field has the focus, then the locale's way.
    await userEvent.tab();
    await expect(field(canvasElement)).toHaveValue('01/01/2570');
  },
};

/** Text that is no day is kept on leaving the field (the form's schema says why); nothing is lost. */
export const NotADay: Story = {
  args: { initial: '' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '31/02/25');
    await userEvent.tab();
    await expect(held(canvasElement)).toHaveTextContent('31/02/25');
    await expect(field(canvasElement)).toHaveValue('31/02/25');
  },
};

/** Cleared, the form holds no day. */
export const Cleared: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(field(canvasElement));
    await expect(held(canvasElement)).toHaveTextContent('—');
  },
};

/** Without a locale: the browser's own date field (its language and calendar). */
export const BrowserNative: Story = {
  args: { label: 'Start date', locale: undefined, pickerLabel: undefined },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="date"]');
    await expect(input).toHaveValue('2026-11-20');
    await expect(within(canvasElement).getByLabelText('Start date')).toBe(input);
  },
};

export const WithError: Story = {
  args: { initial: '', error: true, helperText: 'กรุณาเลือกวันที่' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('กรุณาเลือกวันที่')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'เลือกวันที่' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('20/11/2569');
  },
};

/** Right to left: the calendar button sits at the field's end, on the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'เลือกวันที่' });
    const input = field(canvasElement);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left + 1,
    );
  },
};
