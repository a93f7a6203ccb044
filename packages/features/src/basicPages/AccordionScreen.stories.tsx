import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenWords, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { AccordionScreen } from './AccordionScreen';

const meta = {
  title: 'Elements/Basic/Accordion',
  component: AccordionScreen,
  parameters: { router: { initialEntries: ['/basic/accordion'] } },
} satisfies Meta<typeof AccordionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const controlled = await section(canvasElement, 'Controlled');
    const general = controlled.getByRole('button', { name: /General settings/ });
    const users = controlled.getByRole('button', { name: /Users/ });
    await step('one panel open at a time', async () => {
      await expect(general).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(users);
      await expect(users).toHaveAttribute('aria-expanded', 'true');
      await expect(general).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(controlled.getByText(/Invite people to the team/)).toBeVisible(), LONG);
    });
    await step('a disabled panel does not open', async () => {
      const disabled = await section(canvasElement, 'Disabled');
      await expect(disabled.getByRole('button', { name: 'Disabled panel' })).toBeDisabled();
    });
    await step('the nested panel opens inside its parent', async () => {
      const nested = await section(canvasElement, 'Nested');
      const inner = nested.getByRole('button', { name: 'Notifications' });
      await userEvent.click(inner);
      await expect(inner).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(nested.getByText(/Email me when a deposit arrives/)).toBeVisible(), LONG);
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Custom icon');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Nested');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const basic = await section(canvasElement, 'Basic');
    await userEvent.click(basic.getByRole('button', { name: /เงื่อนไขการรับโบนัส/ }));
    await waitFor(() => expect(basic.getByText(/ระบบจะโอนเงินรางวัล/)).toBeVisible(), LONG);
    await noSidewaysScrollIn(canvasElement);
    await expect(await brokenWords(canvasElement)).toEqual([]);
  },
};
