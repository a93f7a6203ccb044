import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { focusRingOf, tabTo } from '../storybook/focusRing';
import { SETTINGS_DRAWER_WIDTH, SettingsDrawer } from './SettingsDrawer';

const meta = {
  title: 'UI/SettingsDrawer',
  component: SettingsDrawer,
  tags: ['autodocs'],
  parameters: { screenshot: { target: 'body' }, fullPage: true },
  // Where the app puts its button: at the end of the header (MainLayout's headerEnd).
  decorators: [
    (Story) => (
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'flex-end', p: 2.5, bgcolor: 'background.paper' }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const stored = () => JSON.parse(localStorage.getItem('berry-config') ?? '{}') as Record<string, unknown>;

/** The drawer opens from a header button: nothing floats over the page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open theme settings' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(getComputedStyle(button).position).not.toBe('fixed');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The keyboard opens it (the button shows the theme's focus ring), Escape closes it and focus comes back. */
export const KeyboardOpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open theme settings' });
    await tabTo(button);
    await waitFor(() =>
      expect(focusRingOf(button)).toMatchObject({ width: '2px', style: 'solid', offset: '2px' }),
    );
    await userEvent.keyboard('{Enter}');
    const drawer = await body().findByRole('dialog', { name: 'Theme Customization' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(button));
  },
};

/** The app passes its translated labels: the button's name and tooltip follow them. */
export const ThaiLabels: Story = {
  args: { labels: { open: 'เปิดการตั้งค่าธีม', title: 'ปรับแต่งธีม', close: 'ปิดการตั้งค่าธีม' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'เปิดการตั้งค่าธีม' });
    await userEvent.hover(button);
    await expect(await body().findByRole('tooltip')).toHaveTextContent('เปิดการตั้งค่าธีม');
    await userEvent.click(button);
    await expect(await body().findByRole('dialog', { name: 'ปรับแต่งธีม' })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open theme settings' }));
    const drawer = await body().findByRole('dialog', { name: 'Theme Customization' });
    await expect(drawer.getBoundingClientRect().width).toBe(SETTINGS_DRAWER_WIDTH);
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().right).toBe(document.documentElement.clientWidth),
    );
    // The sections after the first come with a deferred render, as the drawer slides in.
    await within(drawer).findByRole('heading', { name: 'Box Container' });
    for (const section of [
      'Layout',
      'Preset Color',
      'Font Family',
      'Border Radius',
      'Input Outlined With Filled',
      'Box Container',
    ]) {
      await expect(within(drawer).getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(within(drawer).getAllByRole('radio', { name: /^Preset / })).toHaveLength(7);
    await expect(within(drawer).getByRole('radio', { name: 'Preset default' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const slider = within(drawer).getByRole('slider', { name: 'Border Radius' });
    await expect(slider).toHaveAttribute('min', '4');
    await expect(slider).toHaveAttribute('max', '24');
    await expect(slider).toHaveAttribute('step', '2');
    await expect(within(drawer).getByRole('switch', { name: 'With Background' })).toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: 'Container' })).not.toBeChecked();
  },
};

export const ChangesPersistUnderBerryConfig: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await Open.play?.(context);
    const drawer = body().getByRole('dialog');
    const drawerCanvas = within(drawer);
    await userEvent.click(drawerCanvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(stored().navType).toBe('dark'));
    await userEvent.click(drawerCanvas.getByRole('radio', { name: 'Preset theme3' }));
    await waitFor(() =>
      expect(drawerCanvas.getByRole('radio', { name: 'Preset theme3' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    await userEvent.click(drawerCanvas.getByRole('radio', { name: 'Poppins' }));
    const slider = drawerCanvas.getByRole('slider', { name: 'Border Radius' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(drawerCanvas.getByRole('switch', { name: 'With Background' }));
    await expect(drawerCanvas.getByRole('switch', { name: 'Without Background' })).not.toBeChecked();
    await userEvent.click(drawerCanvas.getByRole('switch', { name: 'Container' }));
    await userEvent.click(drawerCanvas.getByRole('switch', { name: 'RTL' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(stored()).toMatchObject({
      navType: 'dark',
      presetColor: 'theme3',
      fontFamily: 'Poppins',
      borderRadius: 12,
      outlinedFilled: false,
      container: true,
      rtlLayout: true,
    });
    await userEvent.click(drawerCanvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(stored()).toMatchObject({ navType: 'light', rtlLayout: false, borderRadius: 8 }),
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  },
};

export const OpenDark: Story = {
  globals: { mode: 'dark', preset: 'theme6' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open theme settings' }));
    const drawer = await body().findByRole('dialog');
    await expect(within(drawer).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(await within(drawer).findByRole('radio', { name: 'Preset theme6' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const OpenRightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open theme settings' }));
    const drawer = await body().findByRole('dialog');
    await expect(within(drawer).getByRole('switch', { name: 'RTL' })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The end of the line is the left in right-to-left: the drawer comes from there.
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

export const SyncsAcrossTabs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open theme settings' }));
    const drawer = await body().findByRole('dialog');
    await expect(within(drawer).getByRole('radio', { name: 'Light' })).toBeChecked();
    // Another tab writes the config: this tab follows without a reload.
    const newValue = JSON.stringify({ navType: 'dark', presetColor: 'theme2' });
    localStorage.setItem('berry-config', newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'berry-config', newValue, storageArea: localStorage }),
    );
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Dark' })).toBeChecked());
    await expect(within(drawer).getByRole('radio', { name: 'Preset theme2' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // A corrupt value from another tab falls back to the defaults instead of crashing.
    localStorage.setItem('berry-config', '{not json');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'berry-config', newValue: '{not json', storageArea: localStorage }),
    );
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Light' })).toBeChecked());
  },
};
