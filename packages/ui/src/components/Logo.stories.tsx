import { getContrastRatio } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { noSidewaysScroll } from '../storybook';
import { MIN_CONTRAST } from '../theme/palette';
import { Logo, logoSource } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { logoUrl: '/images/logo.svg', apiHost: '', name: 'Lucky Star' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The website setting's image is the mark (it carries the name for screen readers); the site name
 * beside it is live text in the theme's typeface, readable on the page in either mode.
 */
const markAndName: Story['play'] = async ({ canvasElement }) => {
  const mark = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Lucky Star' });
  await expect(mark.tagName).toBe('IMG');
  await expect(mark).toHaveAttribute('src', '/images/logo.svg');
  await waitFor(() => expect(mark.complete && mark.naturalWidth).toBeGreaterThan(0));
  const logo = mark.parentElement ?? canvasElement;
  const name = within(logo).getByText('Lucky Star');
  await expect(name).toBeVisible();
  await expect(getComputedStyle(name).fontFamily).toBe(getComputedStyle(document.body).fontFamily);
  // Readable on the page in either mode: the heading colour on the page background, AA or better.
  const page = canvasElement.closest('[data-testid="story-root"]') ?? document.body;
  // waitFor: colours ease in over the reduced-motion baseline's 0.01 ms transition.
  await waitFor(() =>
    expect(
      getContrastRatio(getComputedStyle(name).color, getComputedStyle(page).backgroundColor),
    ).toBeGreaterThanOrEqual(MIN_CONTRAST),
  );
};

export const FromWebsiteSetting: Story = {
  play: async (context) => {
    await markAndName(context);
    await expect(logoSource('/img/logo.png', 'https://api.example.com/')).toBe(
      'https://api.example.com/img/logo.png',
    );
    await expect(logoSource('https://cdn.example.com/l.png', 'https://api.example.com')).toBe(
      'https://cdn.example.com/l.png',
    );
  },
};

export const FromWebsiteSettingDark: Story = { globals: { mode: 'dark' }, play: markAndName };
export const FromWebsiteSettingTheme2Dark: Story = {
  globals: { mode: 'dark', preset: 'theme2' },
  play: markAndName,
};
export const FromWebsiteSettingPoppins: Story = { globals: { fontFamily: 'Poppins' }, play: markAndName };

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
    await noSidewaysScroll(slot);
  },
};
