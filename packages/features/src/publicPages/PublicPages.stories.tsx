import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { hydrate } from '../../../../.storybook/parameters';
import { launchAtAtom, publicClockAtom } from './atoms';
import { ComingSoonPage1, ComingSoonPage2, ErrorPage, UnderConstructionPage } from './screens';

/** The stories' "now" and opening: 32 days, 3 hours, 4 minutes and 5 seconds apart. */
const NOW = '2026-11-25T10:00:00+07:00';
const LAUNCH = '2026-12-27T13:04:05+07:00';
const clockAt = (now: string) => hydrate(publicClockAtom, { now: () => new Date(now), ticking: false });

/**
 * The template's public status pages (`/pages/error`, `/pages/coming-soon1`, `/pages/coming-soon2`,
 * `/pages/under-construction`): no login, outside the main layout, labels in the template locale.
 */
const meta = {
  title: 'Pages/Status',
  parameters: {
    fullPage: true,
    jotai: { values: [clockAt(NOW), hydrate(launchAtAtom, LAUNCH)] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of the countdown, in order: days, hours, minutes, seconds. */
function countdownFigures(canvasElement: HTMLElement): string[] {
  const timer = within(canvasElement).getByRole('timer', { name: 'Time left until the opening' });
  return [...timer.children].map((tile) => tile.firstElementChild?.textContent ?? '');
}

/** Nothing reaches past the frame or the page sideways. */
async function fitsSideways(canvasElement: HTMLElement): Promise<void> {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="phone-frame"]') ?? canvasElement;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
}

/** The 404 page, with the way back to the site. */
export const NotFound: Story = {
  render: () => <ErrorPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** The 404 page in dark mode, on a phone. */
export const ErrorDarkOnAPhone: Story = {
  ...NotFound,
  globals: { mode: 'dark' },
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await NotFound.play?.(context);
    await fitsSideways(context.canvasElement);
  },
};

/** Closed for work. */
export const UnderConstruction: Story = {
  render: () => <UnderConstructionPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Under construction' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

/** Coming soon, centred: the countdown shows the time left to the configured opening. */
export const ComingSoon1: Story = {
  render: () => <ComingSoonPage1 />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    await expect(countdownFigures(canvasElement)).toEqual(['32', '03', '04', '05']);
    await expect(canvas.getByText(/^Opens on December 27, 2026/)).toBeVisible();
  },
};

/** In Thai: Thai labels, and the opening date in the Buddhist era. */
export const ComingSoon1Thai: Story = {
  render: () => <ComingSoonPage1 />,
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'เร็ว ๆ นี้' })).toBeVisible();
    await expect(canvas.getByText('วินาที')).toBeVisible();
    await expect(canvas.getByText(/2569/)).toBeVisible();
  },
};

/** Once the opening has come, the page says so instead of counting. */
export const ComingSoonOpen: Story = {
  render: () => <ComingSoonPage1 />,
  parameters: { jotai: { values: [clockAt('2027-01-02T09:00:00+07:00'), hydrate(launchAtAtom, LAUNCH)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('We are open!');
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** Coming soon in two columns: what is coming beside the countdown. */
export const ComingSoon2: Story = {
  render: () => <ComingSoonPage2 />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something new is on its way' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(countdownFigures(canvasElement)).toEqual(['32', '03', '04', '05']);
  },
};

/** On a phone the columns stack and nothing scrolls sideways. */
export const ComingSoon2OnAPhone: Story = {
  ...ComingSoon2,
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await ComingSoon2.play?.(context);
    await fitsSideways(context.canvasElement);
  },
};

/** Right to left: the columns and the list mirror, the figures keep their order. */
export const ComingSoon2RightToLeft: Story = {
  ...ComingSoon2,
  globals: { direction: 'rtl' },
};
