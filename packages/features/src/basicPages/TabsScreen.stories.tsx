import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { TabsScreen } from './TabsScreen';

const meta = {
  title: 'Elements/Basic/Tabs',
  component: TabsScreen,
  parameters: { router: { initialEntries: ['/basic/tabs'] } },
} satisfies Meta<typeof TabsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const basic = await section(canvasElement, 'Basic');
    const tabs = within(basic.getByRole('tablist', { name: 'Basic' }));
    const profile = tabs.getByRole('tab', { name: 'Profile' });
    const wallet = tabs.getByRole('tab', { name: 'Wallet' });
    await step('the arrow keys move along the tabs, Enter selects', async () => {
      await expect(profile).toHaveAttribute('aria-selected', 'true');
      profile.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(wallet).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(wallet).toHaveAttribute('aria-selected', 'true');
      await expect(basic.getByRole('tabpanel', { name: 'Wallet' })).toHaveTextContent(/Your balance/);
    });
    await step('the disabled tab is skipped and End goes to the last one', async () => {
      await expect(tabs.getByRole('tab', { name: 'Archived' })).toBeDisabled();
      await userEvent.keyboard('{End}');
      await expect(tabs.getByRole('tab', { name: 'Security' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(profile).toHaveFocus();
    });
    await step('icon tabs are named for screen readers', async () => {
      const icons = await section(canvasElement, 'With icons');
      const alerts = icons.getByRole('tab', { name: 'Alerts' });
      await userEvent.click(alerts);
      await expect(icons.getByRole('tabpanel', { name: 'Alerts' })).toHaveTextContent('No new alerts.');
    });
    await step('the vertical tabs move with the up and down keys', async () => {
      const vertical = await section(canvasElement, 'Vertical');
      const first = vertical.getByRole('tab', { name: 'Item 1' });
      first.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(vertical.getByRole('tab', { name: 'Item 2' })).toHaveFocus();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Full width');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Scrollable');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const scrollable = await section(canvasElement, 'Scrollable');
    await expect(scrollable.getByRole('tab', { name: 'Item 1' })).toBeVisible();
    await noSidewaysScrollIn(canvasElement);
  },
};
