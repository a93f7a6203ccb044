import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, within } from 'storybook/test';

import { widgetScenarios } from '@pp/mocks';

import { StatisticsScreen } from './StatisticsScreen';
import { fitsItsWidth, LONG, showsServerError } from './storyKit';

const meta = {
  title: 'Widgets/Statistics',
  component: StatisticsScreen,
  parameters: { router: { initialEntries: ['/widget/statistics'] } },
} satisfies Meta<typeof StatisticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Revenue' }, LONG)).toBeVisible();
    const revenue = card(canvasElement, 'Revenue');
    await expect(revenue.getByText('$48,375.50')).toBeVisible();
    await expect(revenue.getByText('Up 12.4%')).toBeVisible();
    const refunds = card(canvasElement, 'Refunds');
    await expect(refunds.getByText('Down 9.7%')).toBeVisible();
    await expect(card(canvasElement, 'Conversion rate').getByText('3.8%')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    // The sparklines are drawn (and hidden from screen readers: the words say the trend).
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] svg path').length).toBeGreaterThan(8);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading statistics…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No statistics yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.error } } },
  play: ({ canvasElement }) => showsServerError(canvasElement),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: Default.play,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Revenue' }, LONG);
    await fitsItsWidth(canvasElement);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'รายได้' }, LONG)).toBeVisible();
    await expect(canvas.getByText('เพิ่มขึ้น 12.4%')).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Revenue' }, LONG);
    await fitsItsWidth(canvasElement);
  },
};
