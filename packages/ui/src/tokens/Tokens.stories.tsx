import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PRESET_COLORS } from '../config/config';
import { noSidewaysScroll, withPhoneFrame } from '../storybook';
import { MIN_CONTRAST } from '../theme/palette';
import { ColorTokens } from './ColorTokens';
import { RadiusTokens, ShadowTokens, SpacingTokens, TypographyTokens } from './FoundationTokens';

/**
 * The design tokens, drawn from the theme the app runs: every preset's palette in both modes with
 * its contrast, the type styles with Thai, spacing, radius and shadows. The toolbar's font, radius,
 * mode and direction switches apply here as everywhere.
 */
const meta = {
  title: 'Design system/Tokens',
  parameters: { fullPage: true },
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the "n.nn:1" figure a swatch shows. */
const ratioOf = (text: string) => Number(/(\d+\.\d+):1/.exec(text)?.[1] ?? Number.NaN);

/** Every preset in light and dark: hex values and the contrast of the text drawn on each colour. */
export const Colors: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const preset of PRESET_COLORS) {
      for (const mode of ['light', 'dark']) {
        const palette = canvas.getByRole('list', { name: `${preset} ${mode}` });
        const swatches = within(palette).getAllByRole('listitem');
        await expect(swatches.length).toBeGreaterThanOrEqual(10);
        // The colours text is set in (buttons, chips, links on paper) all reach WCAG AA.
        for (const swatch of swatches) {
          await expect(swatch).toHaveTextContent(/#[0-9a-f]{6}/);
          await expect(ratioOf(swatch.textContent ?? '')).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
      }
    }
  },
};

/** One preset on a phone: the swatches wrap into two columns and nothing scrolls sideways. */
export const ColorsOnAPhone: Story = {
  render: () => <ColorTokens presets={['default']} />,
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone-frame');
    await noSidewaysScroll(frame);
    await expect(within(canvasElement).getByRole('list', { name: 'default dark' })).toBeVisible();
  },
};

/** The type styles with their figures, in Latin and Thai. */
export const Typography: Story = {
  render: () => <TypographyTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Type styles' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(table).getByRole('rowheader', { name: 'h1' })).toBeVisible();
    await expect(rows[1]).toHaveTextContent('2.125rem / 700');
    await expect(rows[1]).toHaveTextContent('ยอดเงินคงเหลือ');
  },
};

/** The type styles in dark mode (headings take the dark heading colour). */
export const TypographyDark: Story = {
  ...Typography,
  globals: { mode: 'dark' },
};

/** Spacing, radius and shadows. */
export const SpacingRadiusAndShadows: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SpacingTokens />
      <RadiusTokens />
      <ShadowTokens />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('spacing(1) 8px')).toBeVisible();
    await expect(canvas.getByText('spacing(3) 24px')).toBeVisible();
    await expect(canvas.getByText(/^Current: \d+ px/)).toBeVisible();
    await expect(canvas.getByText('elevation 24')).toBeVisible();
  },
};

/** The same in right-to-left: bars grow from the right. */
export const SpacingRightToLeft: Story = {
  ...SpacingRadiusAndShadows,
  globals: { direction: 'rtl' },
};
