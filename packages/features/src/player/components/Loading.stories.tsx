import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LoadingArea, Placeholder } from './Loading';

/** A card's body in the dashboard: paper, padding, a card's width. */
const withCardBody: Decorator = (Story) => (
  <Box sx={{ maxWidth: 420, p: 3, bgcolor: 'background.paper', borderRadius: 2 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/Loading',
  component: LoadingArea,
  decorators: [withCardBody],
  args: {
    children: (
      <>
        <Placeholder variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
        <Placeholder variant="text" />
        <Placeholder variant="text" width="80%" />
      </>
    ),
  },
} satisfies Meta<typeof LoadingArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pulse is switched off when the device asks for reduced motion (the test browser does). */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Checks one loading area: a busy status saying "loading" once, its skeletons hidden from screen readers. */
async function expectLoadingArea(status: HTMLElement, skeletons: number) {
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await expect(status).toHaveTextContent(/^กำลังโหลด\.\.\.$/);
  const label = within(status).getByText('กำลังโหลด...');
  // Read by screen readers, not shown: a 1px clipped box.
  await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  const shapes = status.querySelectorAll('.MuiSkeleton-root');
  await expect(shapes).toHaveLength(skeletons);
  for (const shape of shapes) {
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shape).toBeVisible();
    await expect(shape.classList.contains('MuiSkeleton-pulse')).toBe(!reducedMotion());
  }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expectLoadingArea(canvas.getByRole('status'), 3);
  },
};

/** Rows of a list (the recent transactions, the history): icon, two lines, an amount. */
export const ListRows: Story = {
  args: {
    children: Array.from({ length: 3 }, (_, i) => (
      <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.5 }} data-testid="row">
        <Placeholder variant="rounded" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Placeholder variant="text" width="50%" />
          <Placeholder variant="text" width="70%" />
        </Box>
        <Placeholder variant="text" width="25%" />
      </Stack>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadingArea(canvas.getByRole('status'), 12);
    await expect(canvas.getAllByTestId('row')).toHaveLength(3);
    // Nothing inside is reachable: no text but the status, no focusable element.
    await expect(canvasElement.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
  },
};

/** A chart's place: one block the size of the plot. */
export const Block: Story = {
  args: {
    children: (
      <Placeholder variant="rounded" sx={(theme) => ({ height: theme.spacing(38), transform: 'none' })} />
    ),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expectLoadingArea(status, 1);
    const block = status.querySelector('.MuiSkeleton-root') as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBe(304);
  },
};

/** Two cards loading: each area says "loading" once, not once per skeleton. */
export const TwoAreas: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <LoadingArea {...args} />
      <LoadingArea>
        <Placeholder variant="rounded" height={120} />
      </LoadingArea>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const areas = canvas.getAllByRole('status');
    await expect(areas).toHaveLength(2);
    await expectLoadingArea(areas[0] as HTMLElement, 3);
    await expectLoadingArea(areas[1] as HTMLElement, 1);
    await expect(canvas.getAllByText('กำลังโหลด...')).toHaveLength(2);
  },
};

/** A placeholder alone is decoration: hidden from screen readers, no status of its own. */
export const PlaceholderShapes: Story = {
  render: () => (
    <Stack spacing={1.5} data-testid="shapes">
      <Placeholder variant="text" width="60%" />
      <Placeholder variant="circular" width={40} height={40} />
      <Placeholder variant="rounded" height={48} />
      <Placeholder variant="rectangular" height={48} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    const shapes = canvas.getByTestId('shapes').querySelectorAll('.MuiSkeleton-root');
    await expect(shapes).toHaveLength(4);
    for (const shape of shapes) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
      await expect(shape).toBeVisible();
    }
    await expect(canvas.getByTestId('shapes')).toHaveTextContent('');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: ListRows.args,
  play: async (context) => {
    await ListRows.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: ListRows.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadingArea(canvas.getByRole('status'), 12);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The row mirrors: the icon's place is on the right.
    const row = canvas.getAllByTestId('row')[0] as HTMLElement;
    const shapes = [...row.querySelectorAll<HTMLElement>('.MuiSkeleton-root')];
    const icon = shapes[0] as HTMLElement;
    const amount = shapes.at(-1) as HTMLElement;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(amount.getBoundingClientRect().left);
  },
};
