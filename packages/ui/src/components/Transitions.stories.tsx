import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { MainCard } from './MainCard';
import { TRANSITION_TIMEOUTS, Transitions, type TransitionType } from './Transitions';

function Demo({ type }: { type: TransitionType }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        onClick={() => setShown((value) => !value)}
        sx={{ mb: 2 }}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
      <Transitions type={type} in={shown} position="top-left" direction="down">
        <MainCard title={`${type} transition`}>
          <Typography variant="body2">Content that animates in and out.</Typography>
        </MainCard>
      </Transitions>
    </>
  );
}

const meta = {
  title: 'UI/Transitions',
  component: Demo,
  tags: ['autodocs'],
  args: { type: 'fade' },
  argTypes: { type: { control: 'select', options: ['grow', 'fade', 'collapse', 'slide', 'zoom'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggles: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { name: `${args.type} transition` });
  await waitFor(() => expect(heading).toBeVisible());
  await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(heading).not.toBeVisible());
  await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(canvas.getByRole('heading', { name: `${args.type} transition` })).toBeVisible());
};

export const Fade: Story = {
  play: async (context) => {
    await expect(TRANSITION_TIMEOUTS.fade).toEqual({ appear: 500, enter: 600, exit: 400 });
    await toggles(context);
  },
};
export const Slide: Story = {
  args: { type: 'slide' },
  play: async (context) => {
    await expect(TRANSITION_TIMEOUTS.slide).toEqual({ appear: 0, enter: 400, exit: 200 });
    await toggles(context);
  },
};
export const Grow: Story = { args: { type: 'grow' }, play: toggles };
export const Collapse: Story = { args: { type: 'collapse' }, play: toggles };
export const Zoom: Story = { args: { type: 'zoom' }, play: toggles };
