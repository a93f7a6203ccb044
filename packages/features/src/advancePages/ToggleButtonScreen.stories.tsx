import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { ToggleButtonScreen } from './ToggleButtonScreen';

const meta = {
  title: 'Advance/ToggleButton',
  component: ToggleButtonScreen,
  parameters: { router: { initialEntries: ['/advance/toggle-button'] } },
} satisfies Meta<typeof ToggleButtonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('exclusive: one alignment at a time, never none', async () => {
      const exclusive = await section(canvasElement, 'Exclusive');
      const right = exclusive.getByRole('button', { name: 'Align right' });
      await userEvent.click(right);
      await expect(right).toHaveAttribute('aria-pressed', 'true');
      await expect(exclusive.getByRole('button', { name: 'Align left' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(exclusive.getByRole('status')).toHaveTextContent('Text alignment: Align right');
      await userEvent.click(right);
      await expect(right).toHaveAttribute('aria-pressed', 'true');
    });
    await step('multiple: formats add up and come off', async () => {
      const multiple = await section(canvasElement, 'Multiple');
      await userEvent.click(multiple.getByRole('button', { name: 'Italic' }));
      await expect(multiple.getByRole('status')).toHaveTextContent('Formatting: Bold, Italic');
      await userEvent.click(multiple.getByRole('button', { name: 'Bold' }));
      await userEvent.click(multiple.getByRole('button', { name: 'Italic' }));
      await expect(multiple.getByRole('status')).toHaveTextContent('Formatting: none');
    });
    await step('vertical, with the keyboard', async () => {
      const vertical = await section(canvasElement, 'Vertical');
      vertical.getByRole('button', { name: 'Grid' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(vertical.getByRole('status')).toHaveTextContent('View: Grid');
    });
    const colours = await section(canvasElement, 'Colours');
    await userEvent.click(colours.getByRole('button', { name: 'Warning' }));
    await expect(colours.getByRole('button', { name: 'Warning' })).toHaveAttribute('aria-pressed', 'false');
    await expect(colours.getByRole('button', { name: 'Info' })).toHaveAttribute('aria-pressed', 'true');
    const standalone = await section(canvasElement, 'Standalone and disabled');
    await userEvent.click(standalone.getByRole('button', { name: 'Mark as done' }));
    await expect(standalone.getByRole('button', { name: 'Mark as done' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(standalone.getByText('Done')).toBeVisible();
    await expect(standalone.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Colours');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const exclusive = await section(canvasElement, 'Exclusive');
    await expect(
      exclusive.getByRole('button', { name: 'Align left' }).getBoundingClientRect().left,
    ).toBeGreaterThan(exclusive.getByRole('button', { name: 'Align right' }).getBoundingClientRect().left);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Sizes');
    await noSidewaysScrollIn(canvasElement);
  },
};
