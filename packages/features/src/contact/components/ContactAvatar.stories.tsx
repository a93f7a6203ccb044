import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LONG } from '../storyKit';
import type { Contact } from '../types';
import { ContactAvatar } from './ContactAvatar';

type Person = Pick<Contact, 'name' | 'avatar' | 'online_status'>;

const people: Person[] = [
  { name: 'Alene Marsh', avatar: '/apps/contact/avatar-1.svg', online_status: 'available' },
  { name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์', avatar: '', online_status: 'do_not_disturb' },
  { name: 'Maximiliana von Hohenzollern-Sigmaringen', avatar: '', online_status: 'offline' },
];

/** Each presence, with and without a picture, at the list's and the details' sizes. */
function Avatars({ size }: { size?: number }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {people.map((person) => (
        <ContactAvatar key={person.name} contact={person} size={size} />
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Apps/Contact/Parts/Contact avatar',
  component: Avatars,
} satisfies Meta<typeof Avatars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The presence is said in words; a missing picture shows the initials, Thai ones too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available', {}, LONG)).toBeInTheDocument();
    await expect(canvas.getByText('Do not disturb')).toBeInTheDocument();
    await expect(canvas.getByText('Offline')).toBeInTheDocument();
    await expect(canvas.getByText('MV')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-presence]')).toHaveLength(3);
  },
};

/** Large (the details dialog), dark, right to left, in Thai: the dot moves to the left. */
export const LargeDarkRtlThai: Story = {
  args: { size: 10 },
  globals: { mode: 'dark', direction: 'rtl', locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ว่าง', {}, LONG)).toBeInTheDocument();
    const [first] = canvasElement.querySelectorAll('[data-presence]');
    const dot = first?.querySelector('.MuiBadge-dot');
    if (!first || !dot) throw new globalThis.Error('no presence dot');
    await expect(dot.getBoundingClientRect().left).toBeLessThan(first.getBoundingClientRect().left + 20);
  },
};
