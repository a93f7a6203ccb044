import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LoadingArea, Placeholder } from './Loading';

/** A card's body: paper, padding, a card's width. */
const withCardBody: Decorator = (Story) => (
  <Box sx={{ maxWidth: 420, p: 3, bgcolor: 'background.paper', borderRadius: 2 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'UI/Feedback/Loading',
  component: LoadingArea,
  decorators: [withCardBody],
  args: {
    label: 'Loading…',
    children: (
      <>
        <Placeholder variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
        <Placeholder variant="text" />
        <Placeholder variant="rounded" height={42} />
      </>
    ),
  },
} satisfies Meta<typeof LoadingArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy status that says its label once; the skeletons are hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(/^Loading…$/);
    const shapes = status.querySelectorAll('.MuiSkeleton-root');
    await expect(shapes).toHaveLength(3);
    // The test browser asks for reduced motion: the skeletons stand still.
    for (const shape of shapes) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
      await expect(shape.classList.contains('MuiSkeleton-pulse')).toBe(false);
    }
  },
};

/** The label in Thai, as the player and back-office screens say it. */
export const Thai: Story = {
  args: { label: 'กำลังโหลด...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^กำลังโหลด\.\.\.$/);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
