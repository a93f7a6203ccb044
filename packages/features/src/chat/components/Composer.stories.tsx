import { noSidewaysScroll, readsLeftToRight, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { settleFocus } from '../../shared/storyKit';
import { LONG } from '../storyKit';
import { Composer } from './Composer';

const meta = {
  title: 'Apps/Chat/Parts/Composer',
  component: Composer,
  args: { contactName: 'Alene Carter', sending: false, onSend: fn(async () => true) },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank message is refused; Shift+Enter starts a new line, Enter sends and clears the field. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Alene Carter' }, LONG);
    const send = canvas.getByRole('button', { name: 'Send' });
    await step('a blank message is refused', async () => {
      await expect(send).toBeDisabled();
      await userEvent.type(field, '   {Enter}');
      await expect(send).toBeDisabled();
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('Shift+Enter starts a new line, Enter sends', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '  See you at 10:30{Shift>}{Enter}{/Shift}in room 4');
      await expect(field).toHaveValue('  See you at 10:30\nin room 4');
      await expect(send).toBeEnabled();
      await expect(args.onSend).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(args.onSend).toHaveBeenCalledWith('See you at 10:30\nin room 4');
      await waitFor(() => expect(field).toHaveValue(''), LONG);
      await expect(send).toBeDisabled();
    });
    await settleFocus();
  },
};

/** The message was not sent (the server refused, or it is still sending): the text stays to send again. */
export const NotSent: Story = {
  args: { onSend: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Alene Carter' }, LONG);
    await userEvent.type(field, 'Are you there?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Are you there?');
    await expect(field).toHaveValue('Are you there?');
    await settleFocus();
  },
};

/** While a message is on its way the button waits: no second send. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Alene Carter' }, LONG);
    await userEvent.type(field, 'Hello{Enter}');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
    await settleFocus();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Alene Carter' }, LONG);
    // The send button sits at the end side: on the left.
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(field.getBoundingClientRect().left);
    const hint = canvas.getByText('Enter sends, Shift+Enter starts a new line.');
    await expect(readsLeftToRight(hint, 'Enter sends', 'line.')).toBe(true);
  },
};

/** 375 px, a long Thai name in the label, in Thai. */
export const PhoneThai: Story = {
  decorators: [withPhoneFrame()],
  globals: { locale: 'th' },
  args: { contactName: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /สมศักดิ์ ประเสริฐวงศ์ตระกูล/ }, LONG);
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame);
  },
};
