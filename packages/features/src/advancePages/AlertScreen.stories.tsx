import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { AlertScreen } from './AlertScreen';

const meta = {
  title: 'Advance/Alert',
  component: AlertScreen,
  parameters: { router: { initialEntries: ['/advance/alert'] } },
} satisfies Meta<typeof AlertScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const filled = await section(canvasElement, 'Filled');
    await expect(filled.getAllByRole('alert')).toHaveLength(4);
    await expect(
      filled.getByText('The payment could not be processed.').closest('.MuiAlert-root'),
    ).toHaveClass('MuiAlert-filled', 'MuiAlert-colorError');
    const actions = await section(canvasElement, 'Actions and closing');
    await step('close the alert and bring it back', async () => {
      await userEvent.click(actions.getByRole('button', { name: 'Close' }));
      await waitFor(
        () => expect(actions.queryByText('This alert closes with its × button.')).not.toBeVisible(),
        LONG,
      );
      await userEvent.click(actions.getByRole('button', { name: 'Show the alert again' }));
      await waitFor(
        () => expect(actions.getByText('This alert closes with its × button.')).toBeVisible(),
        LONG,
      );
      await expect(actions.queryByRole('button', { name: 'Show the alert again' })).toBeNull();
    });
    await step('the action button undoes', async () => {
      await userEvent.click(actions.getByRole('button', { name: 'Undo' }));
      await expect(actions.getByText('The draft was restored.')).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Delete again' })).toBeVisible();
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const outlined = await section(canvasElement, 'Outlined');
    await expect(outlined.getAllByRole('alert')).toHaveLength(4);
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const standard = await section(canvasElement, 'Standard');
    const alert = standard
      .getByText('Your deposit has been credited.')
      .closest<HTMLElement>('.MuiAlert-root');
    const icon = alert?.querySelector('.MuiAlert-icon');
    // The icon leads the message: on the right in a right-to-left page.
    await expect(icon?.getBoundingClientRect().left).toBeGreaterThan(
      standard.getByText('Your deposit has been credited.').getBoundingClientRect().left,
    );
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Icons');
    await noSidewaysScrollIn(canvasElement);
  },
};
