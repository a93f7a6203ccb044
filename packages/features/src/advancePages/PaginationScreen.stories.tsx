import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { PaginationScreen } from './PaginationScreen';

const meta = {
  title: 'Advance/Pagination',
  component: PaginationScreen,
  parameters: { router: { initialEntries: ['/advance/pagination'] } },
} satisfies Meta<typeof PaginationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const controlled = await section(canvasElement, 'Controlled');
    await expect(controlled.getByRole('status')).toHaveTextContent('Page 3 of 10');
    await expect(controlled.getByRole('button', { name: 'Page 3, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(controlled.getByRole('button', { name: 'Go to page 4' }));
    await expect(controlled.getByRole('status')).toHaveTextContent('Page 4 of 10');
    await userEvent.click(controlled.getByRole('button', { name: 'Go to the last page' }));
    await expect(controlled.getByRole('status')).toHaveTextContent('Page 10 of 10');
    await expect(controlled.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
    await userEvent.click(controlled.getByRole('button', { name: 'Go to the previous page' }));
    await expect(controlled.getByRole('status')).toHaveTextContent('Page 9 of 10');
    const basic = await section(canvasElement, 'Basic');
    await expect(
      basic.getByRole('navigation', { name: 'Disabled' }).querySelectorAll('button:enabled'),
    ).toHaveLength(0);
    const ranges = await section(canvasElement, 'Ranges');
    await expect(
      ranges.getByRole('navigation', { name: 'No previous and next buttons' }),
    ).not.toHaveTextContent(/previous/i);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Rounded');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const controlled = await section(canvasElement, 'Controlled');
    const first = controlled.getByRole('button', { name: 'Go to page 1' });
    const second = controlled.getByRole('button', { name: 'Go to page 2' });
    // Pages count from the right in a right-to-left page.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Ranges');
    await noSidewaysScrollIn(canvasElement);
  },
};
