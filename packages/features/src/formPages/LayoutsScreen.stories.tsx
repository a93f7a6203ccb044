import type { Meta, StoryObj } from '@storybook/react-vite';
import { withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { dismissSnackbars } from '../shared/storyKit';
import { FormLayoutsScreen } from './LayoutsScreen';
import { card, keepsItsWidth, LONG } from './storyKit';

const meta = {
  title: 'Forms/Layouts',
  component: FormLayoutsScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/forms/layouts'] } },
} satisfies Meta<typeof FormLayoutsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the two-column form refuses, keeps what was typed, then saves', async () => {
      const grid = await card(canvasElement, 'Two-column grid');
      const first = grid.getByRole('textbox', { name: /^First name/ });
      await userEvent.type(first, 'Somchai');
      await userEvent.click(grid.getByRole('button', { name: 'Save' }));
      await expect(await grid.findAllByText('This field is required.', {}, LONG)).toHaveLength(5);
      await expect(first).toHaveValue('Somchai');
      await userEvent.type(grid.getByRole('textbox', { name: /^Last name/ }), 'Jaidee');
      await userEvent.type(grid.getByRole('textbox', { name: /^Email/ }), 'somchai@example.com');
      await userEvent.type(grid.getByRole('textbox', { name: /^Mobile number/ }), '0812345678');
      await userEvent.type(grid.getByRole('textbox', { name: /^City/ }), 'Bangkok');
      await userEvent.type(grid.getByRole('textbox', { name: /^Postcode/ }), '10110');
      await userEvent.click(grid.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(canvasElement).getByText('Saved: Somchai')).toBeVisible(), LONG);
    });
    await step('the sticky bar stays in view at the end of its scrolled card', async () => {
      const sticky = await card(canvasElement, 'Sticky action bar');
      const region = sticky.getByRole('region', { name: 'Shipping details' });
      await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
      const save = sticky.getByRole('button', { name: 'Save' });
      const bottom = region.getBoundingClientRect().bottom;
      await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom);
    });
    await dismissSnackbars();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Sticky action bar');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Horizontal sections');
    await keepsItsWidth(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Inline with an action bar');
    await keepsItsWidth(canvasElement);
  },
};
