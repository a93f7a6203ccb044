import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Logo, logoSource } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { logoUrl: '/images/logo.svg', apiHost: '', name: 'Lucky Star' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromWebsiteSetting: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Lucky Star' });
    await expect(image).toHaveAttribute('src', '/images/logo.svg');
    await waitFor(() =>
      expect(
        (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
      ).toBeGreaterThan(0),
    );
    await expect(logoSource('/img/logo.png', 'https://api.example.com/')).toBe(
      'https://api.example.com/img/logo.png',
    );
    await expect(logoSource('https://cdn.example.com/l.png', 'https://api.example.com')).toBe(
      'https://cdn.example.com/l.png',
    );
  },
};

export const NoLogoConfigured: Story = {
  args: { logoUrl: null, name: 'Player Portal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Player Portal' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BrokenImageFallsBack: Story = {
  args: { logoUrl: '/images/missing-logo.png', name: 'Player Portal' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(within(canvasElement).getByRole('img', { name: 'Player Portal' })).toBeVisible();
  },
};

export const FallbackDark: Story = {
  globals: { mode: 'dark' },
  args: { logoUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Lucky Star' })).toBeVisible();
  },
};

/** A long Thai site name in a phone-wide header: it ends in an ellipsis and never overflows. */
export const LongThaiNameOnAPhone: Story = {
  args: { logoUrl: null, name: 'คาสิโนออนไลน์มหาสนุกสุดยอดแห่งสยามประเทศไทยเว็บตรงไม่ผ่านเอเย่นต์' },
  decorators: [
    (Story) => (
      <div style={{ width: 343, border: '1px dashed #ccc' }} data-testid="phone-slot">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const slot = within(canvasElement).getByTestId('phone-slot');
    const logo = within(canvasElement).getByRole('img', { name: /คาสิโนออนไลน์/ });
    await expect(logo.getBoundingClientRect().right).toBeLessThanOrEqual(
      slot.getBoundingClientRect().right + 0.5,
    );
    await expect(slot.scrollWidth).toBeLessThanOrEqual(slot.clientWidth);
  },
};
