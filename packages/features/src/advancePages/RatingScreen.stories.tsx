import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { RatingScreen } from './RatingScreen';

const meta = {
  title: 'Advance/Rating',
  component: RatingScreen,
  parameters: { router: { initialEntries: ['/advance/rating'] } },
} satisfies Meta<typeof RatingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('set a rating', async () => {
      const basic = await section(canvasElement, 'Basic');
      await expect(basic.getByText('Your rating: 3 of 5 stars')).toBeVisible();
      basic.getAllByRole('radio', { name: '3 of 5 stars' })[0]?.focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(basic.getByText('Your rating: 5 of 5 stars')).toBeVisible();
      await expect(basic.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    });
    await step('half a star', async () => {
      const half = await section(canvasElement, 'Half stars');
      await expect(half.getByText('Your rating: 2.5 of 5 stars')).toBeVisible();
      half.getAllByRole('radio', { name: '2.5 of 5 stars' })[0]?.focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(half.getByText('Your rating: 3.5 of 5 stars')).toBeVisible();
    });
    await step('the keyboard moves the rating and its word follows', async () => {
      const hover = await section(canvasElement, 'Hover feedback');
      await expect(hover.getByRole('status')).toHaveTextContent('Good');
      hover.getByRole('radio', { name: '4 of 5 stars, Good' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(hover.getByRole('radio', { name: '5 of 5 stars, Excellent' })).toBeChecked();
      await expect(hover.getByRole('status')).toHaveTextContent('Excellent');
    });
    const icons = await section(canvasElement, 'Custom icons');
    icons.getByRole('radio', { name: 'Good' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(icons.getByRole('radio', { name: 'Useless' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Custom icons');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const basic = await section(canvasElement, 'Basic');
    const star = (name: string) =>
      canvasElement.querySelector(`label[for="${basic.getAllByRole('radio', { name })[0]?.id ?? '-'}"]`);
    const one = star('1 of 5 stars');
    const five = star('5 of 5 stars');
    // Stars fill from the right in a right-to-left page.
    await expect(one?.getBoundingClientRect().left).toBeGreaterThan(five?.getBoundingClientRect().left ?? 0);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Custom icons');
    await noSidewaysScrollIn(canvasElement);
  },
};
