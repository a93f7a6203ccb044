import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent } from 'storybook/test';

import { SliderScreen } from './SliderScreen';
import { noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';

const meta = {
  title: 'Components/Slider',
  component: SliderScreen,
  parameters: { router: { initialEntries: ['/components/slider'] } },
} satisfies Meta<typeof SliderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const basic = await section(canvasElement, 'Basic');
    const volume = basic.getByRole('slider', { name: /Volume/ });
    await expect(volume).toHaveValue('30');
    volume.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(volume).toHaveValue('33');
    await expect(basic.getByText('Volume: 33')).toBeVisible();
    const range = await section(canvasElement, 'Range');
    const [low] = range.getAllByRole('slider');
    low?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(range.getByText(/^Price range: ฿300 – ฿800/)).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Vertical');
    await noSidewaysScrollIn(canvasElement);
  },
};
