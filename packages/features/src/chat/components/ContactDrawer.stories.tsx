import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';

import { chatHandlers } from '@pp/mocks/handlers/chat';

import { settleFocus } from '../../shared/storyKit';
import { chatEndpoints, LONG } from '../storyKit';
import { ContactDrawer } from './ContactDrawer';

const meta = {
  title: 'Apps/Chat/Parts/Contact drawer',
  component: ContactDrawer,
  // The drawer is in a portal: the picture is of the whole page.
  parameters: { screenshot: { target: 'body' } },
  args: { userId: 'u-1', onClose: fn(), onEdit: fn() },
} satisfies Meta<typeof ContactDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(document.body).findByRole('dialog', { name: 'Contact details' }, LONG);

/** The contact's details; Edit hands the contact over, the × closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const panel = within(await drawer());
    await expect(await panel.findByText('alene.carter@abc.example.com', {}, LONG)).toBeVisible();
    await expect(panel.getByText('Port Narcos')).toBeVisible();
    await expect(panel.getByText('Technical Department')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'u-1', name: 'Alene Carter' }),
    );
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
    await settleFocus();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [
          http.post(chatEndpoints.pattern('user'), async () => {
            await delay('infinite');
            return HttpResponse.error();
          }),
          ...chatHandlers,
        ],
      },
    },
  },
  play: async () => {
    const panel = within(await drawer());
    await expect(panel.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(panel.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** 500 'Internal server error': the reason and a retry in the drawer. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [chatEndpoints.postFails('user', 500, { message: 'Internal server error' }), ...chatHandlers],
      },
    },
  },
  play: async () => {
    const alert = await within(await drawer()).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load this contact')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
  },
};

/** 375 px in Thai: the drawer takes the whole width, the Thai contact's details wrap. */
export const PhoneThai: Story = {
  globals: { ...PHONE_GLOBALS, locale: 'th' },
  parameters: { viewport: PHONE_VIEWPORT },
  args: { userId: 'u-2' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'ข้อมูลผู้ติดต่อ' }, LONG);
    await expect(await within(dialog).findByText('บริษัท สยามเทรดดิ้ง จำกัด', {}, LONG)).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(375);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
