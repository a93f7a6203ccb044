import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { DialogScreen } from './DialogScreen';

const meta = {
  title: 'Advance/Dialog',
  component: DialogScreen,
  parameters: { router: { initialEntries: ['/advance/dialog'] } },
} satisfies Meta<typeof DialogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const open = await section(canvasElement, 'Open a dialog');
    await step('confirm a deletion', async () => {
      await userEvent.click(open.getByRole('button', { name: 'Delete file' }));
      const dialog = await body().findByRole('dialog', { name: 'Delete this file?' });
      // Cancel has the focus: Enter never deletes by accident.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(), LONG);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LONG);
      await expect(open.getByRole('status')).toHaveTextContent('Last result: File deleted');
    });
    await step('a cancelled confirm deletes nothing', async () => {
      await userEvent.click(open.getByRole('button', { name: 'Delete file' }));
      await userEvent.click(await body().findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LONG);
      await expect(open.getByRole('status')).toHaveTextContent('Last result: Cancelled');
    });
    await step('subscribe through the form dialog', async () => {
      await userEvent.click(open.getByRole('button', { name: 'Subscribe' }));
      const dialog = await body().findByRole('dialog', { name: 'Subscribe' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
      const email = within(dialog).getByRole('textbox', { name: 'Email address' });
      await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'), LONG);
      await userEvent.type(email, 'somchai@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LONG);
      await expect(open.getByRole('status')).toHaveTextContent('Subscribed as somchai@example.com');
    });
    await step('the full-screen dialog saves', async () => {
      await userEvent.click(open.getByRole('button', { name: 'Full screen' }));
      const dialog = await body().findByRole('dialog', { name: 'Sound settings' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LONG);
      await expect(open.getByRole('status')).toHaveTextContent('Settings saved');
    });
  },
};

export const FormErrors: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const open = await section(canvasElement, 'Open a dialog');
    await userEvent.click(open.getByRole('button', { name: 'Subscribe' }));
    const dialog = await body().findByRole('dialog', { name: 'Subscribe' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'somchai@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await expect(
      await within(dialog).findByText('Enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ScrollingContent: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const scrolling = await section(canvasElement, 'Scrolling content');
    await userEvent.click(scrolling.getByRole('button', { name: 'Read the terms' }));
    const dialog = await body().findByRole('dialog', { name: 'Terms of service' });
    const content = within(dialog).getByRole('group', { name: 'Terms of service' });
    // The terms scroll inside the dialog, its title and buttons stay in view.
    await waitFor(() => expect(content.scrollHeight).toBeGreaterThan(content.clientHeight), LONG);
    // waitFor: the dialog fades in (its buttons are transparent until the transition ends).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeVisible(), LONG);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const open = await section(canvasElement, 'Open a dialog');
    await userEvent.click(open.getByRole('button', { name: 'Delete file' }));
    const dialog = await body().findByRole('dialog', { name: 'Delete this file?' });
    await waitFor(() => expect(dialog).toBeVisible(), LONG);
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const open = await section(canvasElement, 'Open a dialog');
    await userEvent.click(open.getByRole('button', { name: 'Responsive' }));
    const dialog = await body().findByRole('dialog', { name: 'Use location services?' });
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    const disagree = within(dialog).getByRole('button', { name: 'Disagree' });
    // The main action ends the row: on the left in a right-to-left page.
    await waitFor(
      () => expect(agree.getBoundingClientRect().right).toBeLessThan(disagree.getBoundingClientRect().left),
      LONG,
    );
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Scrolling content');
    await noSidewaysScrollIn(canvasElement);
  },
};
