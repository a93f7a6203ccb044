import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { DateTimeScreen } from './DateTimeScreen';
import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';

const meta = {
  title: 'Components/Date and time',
  component: DateTimeScreen,
  parameters: { router: { initialEntries: ['/components/date-time'] } },
} satisfies Meta<typeof DateTimeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of a picker's field (its sections), by the field's group label. */
const fieldText = (group: HTMLElement) => group.textContent?.replace(/\s+/g, '') ?? '';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dates = await section(canvasElement, 'Date');
    const [field] = dates.getAllByRole('group', { name: 'Date' });
    if (!field) throw new Error('No date field');
    await expect(fieldText(field)).toContain('03/15/2026');
    await userEvent.click(dates.getAllByRole('button', { name: /Choose date/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, LONG);
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    await expect(fieldText(field)).toContain('03/20/2026');
    await expect(dates.getByText('Choose 10 March 2026 or later.')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const dates = await section(canvasElement, 'วันที่');
    const [field] = dates.getAllByRole('group', { name: 'วันที่' });
    if (!field) throw new Error('No date field');
    // The Buddhist era: 2026 reads 2569.
    await expect(fieldText(field)).toContain('15/03/2569');
    const calendar = await section(canvasElement, 'ปฏิทิน');
    await expect(calendar.getByText(/มีนาคม 2569/)).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Calendar');
    await noSidewaysScrollIn(canvasElement);
  },
};
