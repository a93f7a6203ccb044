import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { brokenWords, noSidewaysScroll } from '../storybook';
import { Phrases } from './Phrases';

const meta = {
  title: 'UI/Phrases',
  component: Phrases,
  tags: ['autodocs'],
  args: { text: 'ทุกเกมที่คุณชอบ ในบัญชีเดียว' },
} satisfies Meta<typeof Phrases>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'ทุกเกมที่คุณชอบ ในบัญชีเดียว';
const PHRASES = ['ทุกเกมที่คุณชอบ', 'ในบัญชีเดียว'];

/** A heading as wide as a phone's column (240 px here at 28 px type). */
function Heading({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <Typography data-testid={testId} variant="h1" sx={{ fontSize: '1.75rem', lineHeight: 1.3, width: 240 }}>
      {children}
    </Typography>
  );
}

/**
 * A Thai title breaks between its two phrases, as a reader groups them; the same text as plain
 * text (below) breaks inside the first phrase, between two dictionary words.
 */
export const Thai: Story = {
  render: (args) => (
    <Box lang="th" sx={{ display: 'grid', gap: 3, p: 2, bgcolor: 'background.paper' }}>
      <Heading testId="phrases">
        <Phrases {...args} />
      </Heading>
      <Heading testId="plain">{args.text}</Heading>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phrases = canvas.getByTestId('phrases');
    await expect(phrases).toHaveTextContent(TITLE);
    await expect(await brokenWords(phrases, PHRASES)).toEqual([]);
    await expect(await brokenWords(canvas.getByTestId('plain'), PHRASES)).not.toEqual([]);
    await noSidewaysScroll(phrases);
  },
};

/** English: every word is a phrase, so it wraps as plain text does. */
export const English: Story = {
  args: { text: 'Every game you love, in one account' },
  render: (args) => (
    <Box sx={{ p: 2, bgcolor: 'background.paper' }}>
      <Heading testId="phrases">
        <Phrases {...args} />
      </Heading>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Every game you love, in one account');
    await expect(heading.querySelectorAll('span')).toHaveLength(7);
    await noSidewaysScroll(heading);
  },
};

/** No space (Chinese): one phrase longer than the line, which wraps inside itself and stays in the box. */
export const NoSpace: Story = {
  args: { text: '你喜欢的所有游戏，尽在一个账户，随时随地都能畅玩' },
  render: (args) => (
    <Box lang="zh" sx={{ p: 2, bgcolor: 'background.paper' }}>
      <Heading testId="phrases">
        <Phrases {...args} />
      </Heading>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByTestId('phrases');
    await expect(heading.querySelectorAll('span')).toHaveLength(1);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(60);
    await noSidewaysScroll(heading);
  },
};
