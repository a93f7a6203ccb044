import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DemoDataSection } from './DemoDataSection';

const meta = {
  title: 'App/Settings/DemoData',
  component: DemoDataSection,
  args: { onReset: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ width: 280, bgcolor: 'background.paper' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    localStorage.setItem('mock:users', '[{"id":"123456"}]');
    localStorage.setItem('app-key', 'kept');
    return () => {
      localStorage.removeItem('mock:users');
      localStorage.removeItem('app-key');
    };
  },
} satisfies Meta<typeof DemoDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks "Reset demo data" and returns the confirmation dialog. */
async function openResetDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reset demo data' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Reset the demo data?' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Demo data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset demo data' })).toBeEnabled();
  },
};

/** Confirming clears the mock's database only (the app's own keys stay) and reloads. */
export const ResetConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openResetDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledOnce());
    await expect(localStorage.getItem('mock:users')).toBeNull();
    await expect(localStorage.getItem('app-key')).toBe('kept');
  },
};

/** Cancelling keeps everything. */
export const ResetCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openResetDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onReset).not.toHaveBeenCalled();
    await expect(localStorage.getItem('mock:users')).not.toBeNull();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'รีเซ็ตข้อมูลตัวอย่าง' })).toBeVisible();
  },
};
