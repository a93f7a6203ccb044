import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconRefresh } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { touchTarget } from '../a11y/touchTarget';
import { brokenWords } from './lineBreaks';
import { reachesTouchSquare } from './touch';

/** The checks the phone stories rely on, shown failing where they must fail. */
const meta = {
  title: 'UI/Story checks',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const BANK = 'ธนาคารกสิกรไทย จำกัด (มหาชน)';

/**
 * `brokenWords`: Thai in a narrow box breaks between dictionary words with the default wrapping
 * (here "กสิกร|ไทย": two words to the dictionary, one name to a reader); `overflow-wrap: anywhere`
 * in a box sized to its content cuts words in two, and `word-break: break-all` cuts wherever the
 * line ends.
 */
export const ThaiLineBreaks: Story = {
  render: () => (
    <Box lang="th" sx={{ display: 'grid', gap: 2, p: 2, width: 360, bgcolor: 'background.paper' }}>
      <Typography data-testid="normal" sx={{ width: 90, overflowWrap: 'break-word' }}>
        {BANK}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <Typography data-testid="anywhere" sx={{ width: 'min-content', overflowWrap: 'anywhere' }}>
          {BANK}
        </Typography>
      </Box>
      <Typography data-testid="break-all" sx={{ width: 90, wordBreak: 'break-all' }}>
        {BANK}
      </Typography>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await brokenWords(canvas.getByTestId('normal'))).toEqual([]);
    await expect((await brokenWords(canvas.getByTestId('anywhere'))).length).toBeGreaterThan(0);
    await expect((await brokenWords(canvas.getByTestId('break-all'))).length).toBeGreaterThan(0);
    // The dictionary sees two words in a bank's name: asked to, the check finds that break too.
    await expect(await brokenWords(canvas.getByTestId('normal'), ['กสิกรไทย'])).toEqual(['กสิกรไทย']);
  },
};

/**
 * `reachesTouchSquare`: a 28 px button is not a 44 px tap; the same button with `touchTarget` is,
 * and looks the same. Two such buttons 8 px apart cover each other's squares.
 */
export const TouchTargets: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 6, p: 4, bgcolor: 'background.paper' }}>
      <IconButton size="small" aria-label="small">
        <IconRefresh size={18} />
      </IconButton>
      <IconButton size="small" aria-label="grown" sx={touchTarget}>
        <IconRefresh size={18} />
      </IconButton>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <IconButton size="small" aria-label="crowded 1" sx={touchTarget}>
          <IconRefresh size={18} />
        </IconButton>
        <IconButton size="small" aria-label="crowded 2" sx={touchTarget}>
          <IconRefresh size={18} />
        </IconButton>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'small' });
    const grown = canvas.getByRole('button', { name: 'grown' });
    await expect(small.getBoundingClientRect().height).toBe(28);
    await expect(grown.getBoundingClientRect().height).toBe(28);
    await expect(reachesTouchSquare(small)).toBe(false);
    await expect(reachesTouchSquare(grown)).toBe(true);
    await expect(reachesTouchSquare(canvas.getByRole('button', { name: 'crowded 1' }))).toBe(false);
  },
};
