import type { Meta, StoryObj } from '@storybook/react-vite';
import { withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { SnackbarScreen } from './SnackbarScreen';

const meta = {
  title: 'Advance/Snackbar',
  component: SnackbarScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/advance/snackbar'] } },
} satisfies Meta<typeof SnackbarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The notification on screen once it has come in (the one `Notification` shows). */
async function shown(message: string): Promise<HTMLElement> {
  const notification = await body().findByRole('alert', {}, LONG);
  await waitFor(() => expect(notification).toHaveTextContent(message), LONG);
  await waitFor(() => expect(notification).toBeVisible(), LONG);
  return notification;
}

/** Where the notification sits in the window: its vertical and horizontal third. */
function placeOf(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const middle = (rect.left + rect.right) / 2;
  const third = window.innerWidth / 3;
  return {
    vertical: rect.top < window.innerHeight / 2 ? 'top' : 'bottom',
    horizontal: middle < third ? 'left' : middle > 2 * third ? 'right' : 'center',
  };
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const builder = await section(canvasElement, 'Build a notification');
    const pick = (group: string, choice: string) =>
      userEvent.click(
        within(builder.getByRole('group', { name: group })).getByRole('button', { name: choice }),
      );
    const show = () => userEvent.click(builder.getByRole('button', { name: 'Show notification' }));

    await step('each of the six positions', async () => {
      for (const vertical of ['top', 'bottom'] as const) {
        for (const horizontal of ['left', 'center', 'right'] as const) {
          const name = `${vertical === 'top' ? 'Top' : 'Bottom'} ${horizontal === 'center' ? 'centre' : horizontal}`;
          await pick('Position', name);
          await expect(
            within(builder.getByRole('group', { name: 'Position' })).getByRole('button', { name }),
          ).toHaveAttribute('aria-pressed', 'true');
          await show();
          await expect(placeOf(await shown('Note archived'))).toEqual({ vertical, horizontal });
        }
      }
    });

    await step('each style and colour', async () => {
      await pick('Colour', 'Error');
      await pick('Style', 'Filled');
      await show();
      await expect(await shown('Note archived')).toHaveClass('MuiAlert-filled', 'MuiAlert-colorError');
      await pick('Colour', 'Success');
      await pick('Style', 'Outlined');
      await show();
      await expect(await shown('Note archived')).toHaveClass('MuiAlert-outlined', 'MuiAlert-colorSuccess');
      await pick('Colour', 'Warning');
      await pick('Style', 'Light');
      await show();
      await expect(await shown('Note archived')).toHaveClass('MuiAlert-standard', 'MuiAlert-colorWarning');
      await pick('Colour', 'Primary');
      await show();
      const primary = getComputedStyle(await shown('Note archived')).backgroundColor;
      await pick('Colour', 'Secondary');
      await show();
      const secondary = getComputedStyle(await shown('Note archived')).backgroundColor;
      // Primary and secondary are the theme's own colours, not the info blue they borrow the icon of.
      await expect(secondary).not.toBe(primary);
      await pick('Colour', 'Info');
      await show();
      await expect(getComputedStyle(await shown('Note archived')).backgroundColor).not.toBe(secondary);
      await pick('Style', 'Plain');
      await expect(
        within(builder.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Info' }),
      ).toBeDisabled();
      await show();
      const plain = await shown('Note archived');
      await expect(plain).toHaveClass('MuiSnackbarContent-root');
      await expect(plain).not.toHaveClass('MuiAlert-root');
    });

    await step('each transition', async () => {
      await pick('Style', 'Filled');
      for (const transition of ['Fade', 'Grow', 'Slide up', 'Slide down', 'Slide left', 'Slide right']) {
        await pick('Transition', transition);
        await show();
        const notification = await shown('Note archived');
        // A slide moves the notification in; a fade and a grow change its opacity.
        const moved = notification.style.transform;
        if (transition.startsWith('Slide')) await expect(moved).toBe('none');
        else await expect(notification.style.opacity).toBe('1');
      }
    });

    await step('the close button, on and off', async () => {
      await show();
      const closable = await shown('Note archived');
      await userEvent.click(within(closable).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body().queryByRole('alert')).toBeNull(), LONG);
      await userEvent.click(builder.getByRole('switch', { name: 'Close button' }));
      await show();
      await expect(within(await shown('Note archived')).queryByRole('button', { name: 'Close' })).toBeNull();
    });

    await step('the action button runs its action', async () => {
      await userEvent.click(builder.getByRole('switch', { name: 'Action button' }));
      await userEvent.click(builder.getByRole('switch', { name: 'Close button' }));
      await show();
      const withAction = await shown('Note archived');
      await expect(within(withAction).getByRole('button', { name: 'Close' })).toBeVisible();
      await userEvent.click(within(withAction).getByRole('button', { name: 'Undo' }));
      const restored = await shown('Note restored');
      await expect(restored).toHaveClass('MuiAlert-colorInfo');
      await userEvent.click(within(restored).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body().queryByRole('alert')).toBeNull(), LONG);
    });
  },
};

export const ReadyMade: Story = {
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const presets = await section(canvasElement, 'Ready-made');
    await userEvent.click(presets.getByRole('button', { name: 'Error' }));
    const failed = await shown('The transfer failed.');
    await expect(failed).toHaveClass('MuiAlert-colorError');
    await expect(placeOf(failed)).toEqual({ vertical: 'top', horizontal: 'center' });
    await expect(within(failed).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const RetryRuns: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const presets = await section(canvasElement, 'Ready-made');
    await userEvent.click(presets.getByRole('button', { name: 'Error' }));
    await userEvent.click(within(await shown('The transfer failed.')).getByRole('button', { name: 'Retry' }));
    await expect(await shown('Changes saved')).toHaveClass('MuiAlert-colorSuccess');
    await userEvent.click(presets.getByRole('button', { name: 'Warning' }));
    const offline = await shown('You are offline.');
    await expect(offline).toHaveClass('MuiAlert-outlined', 'MuiAlert-colorWarning');
    await expect(placeOf(offline)).toEqual({ vertical: 'bottom', horizontal: 'left' });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const presets = await section(canvasElement, 'Ready-made');
    await userEvent.click(presets.getByRole('button', { name: 'Info' }));
    const update = await shown('A new version is ready.');
    await expect(placeOf(update)).toEqual({ vertical: 'top', horizontal: 'right' });
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const builder = await section(canvasElement, 'Build a notification');
    const position = within(builder.getByRole('group', { name: 'Position' }));
    // The position grid reads from the right in a right-to-left page.
    await expect(
      position.getByRole('button', { name: 'Top left' }).getBoundingClientRect().left,
    ).toBeGreaterThan(position.getByRole('button', { name: 'Top right' }).getBoundingClientRect().left);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Ready-made');
    await noSidewaysScrollIn(canvasElement);
  },
};
