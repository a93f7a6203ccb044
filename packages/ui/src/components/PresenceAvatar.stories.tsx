import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PresenceAvatar, type Presence } from './PresenceAvatar';

const meta = {
  title: 'UI/PresenceAvatar',
  component: PresenceAvatar,
  tags: ['autodocs'],
  args: { name: 'Alene Marsh', presence: 'available', presenceLabel: 'Available' },
} satisfies Meta<typeof PresenceAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRESENCES: readonly [Presence, string][] = [
  ['available', 'Available'],
  ['do_not_disturb', 'Do not disturb'],
  ['offline', 'Offline'],
];

/** No picture: the initials stand in, and the presence is said to screen readers. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AM')).toBeVisible();
    await expect(canvas.getByText('Available')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-presence="available"]')).not.toBeNull();
  },
};

/** With a picture: no initials; the image is decoration (the name is written next to it). */
export const Picture: Story = {
  args: { src: '/images/avatars/avatar-1.svg', presence: 'do_not_disturb', presenceLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('AM')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelector('[data-presence="do_not_disturb"]')).not.toBeNull();
  },
};

function Matrix() {
  return (
    <Stack spacing={2}>
      {PRESENCES.map(([presence, label]) => (
        <Stack key={presence} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PresenceAvatar name="เอกชัย ใจดี" presence={presence} size={4} />
          <PresenceAvatar name="Maria de la Cruz" presence={presence} />
          <PresenceAvatar name="Zoe" src="/images/avatars/avatar-2.svg" presence={presence} size={10} />
          <Typography>{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Every presence at three sizes; Thai initials skip the leading vowel (เอกชัย ใจดี: อจ). */
export const EveryPresenceAndSize: Story = {
  render: () => <Matrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('อจ')).toHaveLength(3);
    await expect(canvas.getAllByText('MD')).toHaveLength(3);
    for (const [presence] of PRESENCES) {
      await expect(canvasElement.querySelectorAll(`[data-presence="${presence}"]`)).toHaveLength(3);
    }
  },
};

/** Dark mode: the dot's ring takes the paper's colour. */
export const Dark: Story = {
  render: () => <Matrix />,
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('อจ')).toHaveLength(3);
  },
};

/** Right to left: the dot moves to the avatar's other side with the layout. */
export const RightToLeft: Story = {
  render: () => <Matrix />,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-presence="available"]');
    const dot = avatar?.querySelector('.MuiBadge-dot');
    if (!avatar || !dot) throw new Error('no avatar');
    await expect(dot.getBoundingClientRect().left).toBeLessThan(avatar.getBoundingClientRect().left + 12);
  },
};
