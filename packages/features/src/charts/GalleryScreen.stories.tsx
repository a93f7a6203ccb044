import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame, noSidewaysScroll } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { chartsScenarios } from '@pp/mocks';

import { GalleryScreen } from './GalleryScreen';
import { cardOf, LONG } from './storyKit';

const meta = {
  title: 'Charts/Gallery',
  component: GalleryScreen,
  parameters: { router: { initialEntries: ['/charts/apexchart'] } },
} satisfies Meta<typeof GalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six charts are drawn (svg), once the data is in. */
const chartsDrawn = async (canvasElement: HTMLElement) => {
  await cardOf(canvasElement, 'Visits per channel');
  await waitFor(
    () => expect(canvasElement.querySelectorAll('svg[role="presentation"]').length).toBe(6),
    LONG,
  );
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    // Each drawing is hidden from screen readers; its table says the same.
    const visits = await cardOf(canvasElement, 'Visits per channel');
    const table = visits.getByRole('table', { name: 'Visits per channel' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('columnheader', { name: 'Referral' })).toBeInTheDocument();
    const regions = await cardOf(canvasElement, 'Deposits per region');
    await expect(
      within(regions.getByRole('table')).getByRole('row', { name: 'Bangkok $48,200.00 $41,900.00' }),
    ).toBeInTheDocument();
    const devices = await cardOf(canvasElement, 'Devices');
    await expect(
      within(devices.getByRole('table')).getByRole('row', { name: 'Mobile 68%' }),
    ).toBeInTheDocument();
    // The mixed chart: the bars' series and the line's, in the legend and the table.
    const mixed = await cardOf(canvasElement, 'Deposits against target');
    await expect(
      within(mixed.getByRole('table')).getByRole('columnheader', { name: 'Target' }),
    ).toBeInTheDocument();
    await expect(mixed.getAllByText('Target')).toHaveLength(2);
  },
};

/** "Show as table" puts the figures in place of the drawing, and back. */
export const TableAlternative: Story = {
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    const revenue = await cardOf(canvasElement, 'Revenue per product');
    await userEvent.click(revenue.getByRole('button', { name: 'Show as table' }));
    const region = revenue.getByRole('region', { name: 'Revenue per product' });
    await expect(region).toBeVisible();
    await expect(within(region).getByRole('columnheader', { name: 'Live casino' })).toBeVisible();
    await expect(within(region).getAllByRole('row')).toHaveLength(13);
    await expect(revenue.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(revenue.getByRole('button', { name: 'Show chart' }));
    await expect(revenue.queryByRole('region')).toBeNull();
    await waitFor(() => expect(canvasElement.querySelectorAll('svg[role="presentation"]').length).toBe(6));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading charts…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No figures yet', {}, LONG)).toBeVisible();
  },
};

/** A server failure: its message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(within(alert).getByText(/The server answered: Internal server error/)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: ({ canvasElement }) => chartsDrawn(canvasElement),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    await noSidewaysScroll(canvasElement);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const regions = await cardOf(canvasElement, 'ยอดฝากตามภูมิภาค');
    await expect(regions.getByRole('button', { name: 'แสดงเป็นตาราง' })).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    await noSidewaysScroll(canvasElement);
  },
};
