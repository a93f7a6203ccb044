import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect } from 'storybook/test';

import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { AvatarScreen } from './AvatarScreen';

const meta = {
  title: 'Elements/Basic/Avatar',
  component: AvatarScreen,
  parameters: { router: { initialEntries: ['/basic/avatar'] } },
} satisfies Meta<typeof AvatarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a missing picture shows the initials, Thai ones too', async () => {
      const letters = await section(canvasElement, 'Letters');
      await expect(letters.getByRole('img', { name: 'Alex Carter' })).toHaveTextContent('AC');
      await expect(letters.getByRole('img', { name: 'สมชาย ใจดี' })).toHaveTextContent('สจ');
    });
    await step('a group shows the first people and how many more', async () => {
      const group = await section(canvasElement, 'Grouped');
      await expect(group.getByText('+3')).toBeVisible();
      await expect(group.getByText('+21')).toBeVisible();
    });
    await step('the presence is written under each avatar', async () => {
      const badges = await section(canvasElement, 'With badge');
      await expect(badges.getByText('Do not disturb')).toBeVisible();
      await expect(canvasElement.querySelectorAll('[data-presence="available"]')).toHaveLength(2);
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'With badge');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'With badge');
    await noSidewaysScrollIn(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Sizes');
    await noSidewaysScrollIn(canvasElement);
  },
};
