import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { BreadcrumbScreen } from './BreadcrumbScreen';

const meta = {
  title: 'Elements/Basic/Breadcrumb',
  component: BreadcrumbScreen,
  parameters: { router: { initialEntries: ['/basic/breadcrumb'] } },
} satisfies Meta<typeof BreadcrumbScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('each trail links to the app and marks the current page', async () => {
      const basic = await section(canvasElement, 'Basic');
      const trail = within(basic.getByRole('navigation', { name: 'Basic' }));
      await expect(trail.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard/analytics',
      );
      await expect(trail.getByText('Breadcrumb')).toHaveAttribute('aria-current', 'page');
    });
    await step('the collapsed trail opens in full', async () => {
      const collapsed = await section(canvasElement, 'Collapsed');
      await expect(collapsed.queryByRole('link', { name: 'User cards' })).toBeNull();
      await userEvent.click(collapsed.getByRole('button', { name: 'Show path' }));
      await expect(await collapsed.findByRole('link', { name: 'User cards' }, LONG)).toBeVisible();
      await expect(collapsed.getByRole('link', { name: 'Users' })).toBeVisible();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Page header');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Separators');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Page header');
    await noSidewaysScrollIn(canvasElement);
    await expect(await brokenWords(canvasElement)).toEqual([]);
  },
};
