import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { ProgressScreen } from './ProgressScreen';

const meta = {
  title: 'Advance/Progress',
  component: ProgressScreen,
  parameters: { router: { initialEntries: ['/advance/progress'] } },
} satisfies Meta<typeof ProgressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const labelled = await section(canvasElement, 'Circular with a label');
    const bars = labelled.getAllByRole('progressbar', { name: 'Done' });
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '50', '75', '100']);
    await expect(labelled.getByText('75%')).toBeVisible();
    const buffer = await section(canvasElement, 'Buffer');
    await expect(buffer.getAllByRole('progressbar', { name: 'Buffer' })[0]).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await step('an upload runs to the end', async () => {
      const upload = await section(canvasElement, 'Upload');
      await expect(upload.getByRole('status')).toHaveTextContent('Nothing uploaded yet.');
      await userEvent.click(upload.getByRole('button', { name: 'Start the upload' }));
      await expect(upload.getByRole('button', { name: 'Start the upload' })).toBeDisabled();
      await waitFor(() => expect(upload.getByRole('status')).toHaveTextContent('Upload complete.'), LONG);
      await expect(upload.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(upload.getByRole('button', { name: 'Start the upload' })).toBeEnabled();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Linear with a label');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const labelled = await section(canvasElement, 'Linear with a label');
    const bar = labelled.getAllByRole('progressbar')[0];
    // The percentage follows the bar: on its left in a right-to-left page.
    await expect(labelled.getByText('30%').getBoundingClientRect().right).toBeLessThanOrEqual(
      bar?.getBoundingClientRect().left ?? 0,
    );
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Upload');
    await noSidewaysScrollIn(canvasElement);
  },
};
