import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';

import { ApiError } from '../../shared/api/errors';
import { LONG } from '../storyKit';
import { EventDialog } from './EventDialog';

const timed = {
  kind: 'edit',
  id: 'event-1',
  values: {
    title: 'Sprint planning',
    description: 'Plan the next two weeks with the whole team.',
    allDay: false,
    startDay: '2026-11-18',
    startTime: '09:00',
    endDay: '2026-11-18',
    endTime: '10:30',
    colour: 'blue',
  },
} as const;

const meta = {
  title: 'Apps/Calendar/Event dialog',
  component: EventDialog,
  args: {
    draft: timed,
    onClose: fn(),
    onSave: fn(async () => undefined),
    onDelete: fn(),
  },
  parameters: { screenshot: { target: 'body' } },
} satisfies Meta<typeof EventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }, LONG));

export const Edit: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('Edit event');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Sprint planning');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sprint planning', allDay: false, color: '#1565c0' }),
      timed,
    );
  },
};

export const AddAllDay: Story = {
  args: {
    draft: {
      kind: 'add',
      values: { ...timed.values, title: '', description: '', allDay: true, endDay: '2026-11-20' },
    },
  },
  play: async ({ args }) => {
    const dialog = await dialogOf('Add event');
    await expect(dialog.queryByLabelText(/Start time/)).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Team offsite');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ allDay: true, start: '2026-11-18', end: '2026-11-21' }),
      expect.anything(),
    );
  },
};

/** The server refused the event: its words show above the form, the dialog stays open. */
export const Refused: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError(400, 'end must come after start');
    }),
  },
  play: async () => {
    const dialog = await dialogOf('Edit event');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('end must come after start');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async () => {
    const dialog = await dialogOf('แก้ไขกิจกรรม');
    // Thai days read in the Buddhist era.
    await expect(dialog.getByLabelText(/วันที่เริ่ม/)).toHaveValue('18/11/2569');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async () => {
    await dialogOf('Edit event');
  },
};

/** On a phone the fields stack; nothing runs off the side. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT, screenshot: { target: 'body' } },
  play: async () => {
    const dialog = await dialogOf('Edit event');
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible(), LONG);
    await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
  },
};
