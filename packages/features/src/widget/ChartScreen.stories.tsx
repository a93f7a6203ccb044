import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { widgetScenarios } from '@pp/mocks';

import { ChartScreen } from './ChartScreen';
import { card, fitsItsWidth, LONG, showsServerError } from './storyKit';

const meta = {
  title: 'Widgets/Chart',
  component: ChartScreen,
  parameters: { router: { initialEntries: ['/widget/chart'] } },
} satisfies Meta<typeof ChartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every chart is drawn (svg), once the data is in. */
const chartsDrawn = async (canvasElement: HTMLElement) => {
  await card(canvasElement, 'Revenue');
  await waitFor(
    () => expect(canvasElement.querySelectorAll('svg[role="presentation"]').length).toBe(4),
    LONG,
  );
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    const revenue = await card(canvasElement, 'Revenue');
    await expect(revenue.getByText('Total this year')).toBeVisible();
    // The drawing is hidden from screen readers; its table says the same.
    const table = revenue.getByRole('table', { name: 'Revenue' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('columnheader', { name: 'In store' })).toBeInTheDocument();
    const share = await card(canvasElement, 'Market share');
    await expect(within(share.getByRole('table')).getByRole('row', { name: 'Web 42%' })).toBeInTheDocument();
    const growth = await card(canvasElement, 'Total growth');
    await expect(growth.getByRole('button', { name: 'This month', pressed: true })).toBeVisible();
  },
};

/** The period switch changes the bars, the total and the table. */
export const GrowthPeriods: Story = {
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    const growth = await card(canvasElement, 'Total growth');
    const rows = () => within(growth.getByRole('table')).getAllByRole('row');
    await expect(rows()).toHaveLength(21);
    const monthTotal = growth.getByRole('status').textContent;
    await userEvent.click(growth.getByRole('button', { name: 'This year' }));
    await expect(growth.getByRole('button', { name: 'This year', pressed: true })).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(13));
    await expect(growth.getByRole('status').textContent).not.toBe(monthTotal);
    await userEvent.click(growth.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(
        within(growth.getByRole('table')).getByRole('rowheader', { name: '2:00 PM' }),
      ).toBeInTheDocument(),
    );
  },
};

/** "Show as table" puts the figures in place of the drawing, and back. */
export const TableAlternative: Story = {
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    const categories = await card(canvasElement, 'Sales per category');
    await userEvent.click(categories.getByRole('button', { name: 'Show as table' }));
    const region = categories.getByRole('region', { name: 'Sales per category' });
    await expect(region).toBeVisible();
    await expect(within(region).getByRole('row', { name: 'Electronics $18,420.00' })).toBeVisible();
    await expect(categories.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(categories.getByRole('button', { name: 'Show chart' }));
    await expect(categories.queryByRole('region')).toBeNull();
    await expect(categories.getByRole('button', { name: 'Show as table' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading charts…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No figures yet', {}, LONG)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { widget: widgetScenarios.error } } },
  play: ({ canvasElement }) => showsServerError(canvasElement),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: ({ canvasElement }) => chartsDrawn(canvasElement),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    await fitsItsWidth(canvasElement);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const growth = await card(canvasElement, 'การเติบโตรวม');
    await expect(growth.getByRole('button', { name: 'เดือนนี้', pressed: true })).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    await fitsItsWidth(canvasElement);
  },
};
