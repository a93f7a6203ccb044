import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconRefresh } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { touchTarget } from '../a11y/touchTarget';
import { brokenWords } from './lineBreaks';
import { noSidewaysScroll, sidewaysCulprits } from './sideways';
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

/**
 * `noSidewaysScroll`: a box whose content fits passes; a row of chips that does not wrap sticks
 * out of its 200 px box, and the check names the chip past the edge; a clipping box (here the
 * scrolling strip) keeps what it holds to itself.
 */
export const SidewaysScroll: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, p: 2, bgcolor: 'background.paper' }}>
      <Box data-testid="fits" sx={{ width: 200, overflow: 'hidden' }}>
        <Typography>Fits in its box</Typography>
      </Box>
      <Box data-testid="strip" sx={{ width: 200, overflow: 'hidden' }}>
        <Box sx={{ overflowX: 'auto' }}>
          <Box sx={{ width: 400 }}>A strip that scrolls inside</Box>
        </Box>
      </Box>
      <Box data-testid="wide" sx={{ width: 200, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Box sx={{ flexShrink: 0, width: 120 }}>First chip</Box>
          <Box sx={{ flexShrink: 0, width: 120 }}>Second chip</Box>
        </Box>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await noSidewaysScroll([canvas.getByTestId('fits'), canvas.getByTestId('strip')]);
    const wide = canvas.getByTestId('wide');
    const culprits = sidewaysCulprits(wide);
    await expect(culprits).toHaveLength(1);
    await expect(culprits[0]).toMatch(/^div\.MuiBox-root "Second chip" \(48\.0 px past\)$/);
    // A pixel of rounding can be allowed (`slack`), not more than asked for.
    await noSidewaysScroll(wide, { slack: 48 });
    await expect(noSidewaysScroll(wide, { slack: 47, timeout: 100 })).rejects.toThrow(
      '248 px of content in 200 px',
    );
    await expect(noSidewaysScroll(wide, { timeout: 100 })).rejects.toThrow(
      /scrolls sideways: 248 px of content in 200 px; past its edge: div\.MuiBox-root "Second chip"/,
    );
  },
};
