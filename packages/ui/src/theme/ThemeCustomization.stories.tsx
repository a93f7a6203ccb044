import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { getContrastRatio } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue, useSetAtom } from 'jotai';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { configAtom, defaultConfig, updateConfigAtom, type ThemeConfig } from '../config/config';
import { computedColor } from '../testing/computedColor';
import { createAppTheme } from './createAppTheme';
import { MIN_CONTRAST } from './palette';

const TITLE = 'ตั้งค่าหน้าตาเว็บไซต์';
const BODY = 'ยินดีต้อนรับเข้าสู่ระบบ ยอดเงินคงเหลือของคุณคือ ฿1,250.50 บาท พร้อมถอนได้ตลอด 24 ชั่วโมง';
const FIELD = 'เบอร์โทรศัพท์';
const CONFIRM = 'ยืนยัน';
const CANCEL = 'ยกเลิก';
const SWITCH_DARK = 'โหมดมืด';
const SWITCH_RTL = 'ขวาไปซ้าย';
const SWITCH_THAI = 'ภาษาไทย';

interface SampleProps {
  /** Buttons that change the theme config at run time, as the settings drawer does. */
  switches?: boolean;
}

/** Switches that change the config while the page is open, as the settings drawer does. */
function ConfigSwitches() {
  const config = useAtomValue(configAtom);
  const update = useSetAtom(updateConfigAtom);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" onClick={() => update({ navType: config.navType === 'dark' ? 'light' : 'dark' })}>
        {SWITCH_DARK}
      </Button>
      <Button size="small" onClick={() => update({ rtlLayout: !config.rtlLayout })}>
        {SWITCH_RTL}
      </Button>
      <Button size="small" onClick={() => update({ locale: 'th' })}>
        {SWITCH_THAI}
      </Button>
    </Box>
  );
}

/**
 * A small page under the theme the decorator applies (Storybook wraps every story in
 * ThemeCustomization already; the toolbar globals fill the config atom): a heading, Thai body text,
 * a field and two buttons on a card, with the config it runs under in the caption.
 */
function Sample({ switches = false }: SampleProps) {
  const config = useAtomValue(configAtom);
  return (
    <Card sx={{ maxWidth: 480 }}>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography component="h1" variant="h2">
          {TITLE}
        </Typography>
        <Typography variant="body1" data-testid="body-text">
          {BODY}
        </Typography>
        <TextField label={FIELD} defaultValue="0812345678" fullWidth />
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button variant="contained">{CONFIRM}</Button>
          <Button variant="outlined">{CANCEL}</Button>
        </Box>
        {switches && <ConfigSwitches />}
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="config">
          {[
            config.fontFamily,
            config.navType,
            config.presetColor,
            `${config.borderRadius}px`,
            config.rtlLayout ? 'rtl' : 'ltr',
            config.locale,
          ].join(' · ')}
        </Typography>
      </Box>
    </Card>
  );
}

const meta = {
  title: 'UI/ThemeCustomization',
  component: Sample,
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A font stack without its quotes: the theme writes 'Roboto Variable', the browser "Roboto Variable". */
const unquoted = (stack: string) => stack.replaceAll(/["']/g, '');

const heading = (canvas: Canvas): HTMLElement => canvas.getByRole('heading', { level: 1, name: TITLE });
const field = (canvas: Canvas): HTMLElement => canvas.getByLabelText(FIELD);
const fieldRoot = (canvas: Canvas): HTMLElement => field(canvas).parentElement ?? field(canvas);

/**
 * What the user sees of the config: the page colour, text and heading colours, the font, the
 * preset's primary on the main button, the corner radius of card, field and button, and the
 * document's direction, language and colour scheme.
 */
async function expectTheme(canvas: Canvas, patch: Partial<ThemeConfig> = {}) {
  const config: ThemeConfig = { ...defaultConfig, ...patch };
  const { palette, typography } = createAppTheme(config);
  const root = document.documentElement;
  await expect(root).toHaveAttribute('dir', config.rtlLayout ? 'rtl' : 'ltr');
  await expect(root).toHaveAttribute('lang', config.locale);
  await expect(root.style.colorScheme).toBe(config.navType);

  await expect(getComputedStyle(document.body).backgroundColor).toBe(
    computedColor(palette.background.default),
  );
  const title = getComputedStyle(heading(canvas));
  await expect(title.color).toBe(computedColor(palette.heading));
  await expect(unquoted(title.fontFamily)).toBe(unquoted(typography.fontFamily ?? ''));
  const body = getComputedStyle(canvas.getByTestId('body-text'));
  await expect(body.color).toBe(computedColor(palette.text.primary));
  await expect(unquoted(body.fontFamily).startsWith(config.fontFamily)).toBe(true);

  const card = heading(canvas).closest<HTMLElement>('.MuiCard-root');
  await expect(card).not.toBeNull();
  const surface = getComputedStyle(card ?? document.body).backgroundColor;
  await expect(surface).toBe(computedColor(palette.background.paper));
  await expect(getContrastRatio(body.color, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  await expect(getComputedStyle(card ?? document.body).borderRadius).toBe(`${config.borderRadius}px`);

  const confirm = getComputedStyle(canvas.getByRole('button', { name: CONFIRM }));
  await expect(confirm.backgroundColor).toBe(computedColor(palette.primary.main));
  await expect(getContrastRatio(confirm.color, confirm.backgroundColor)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  await expect(confirm.borderRadius).toBe(`${Math.max(4, config.borderRadius - 4)}px`);
  await expect(getComputedStyle(fieldRoot(canvas)).borderRadius).toBe(`${config.borderRadius}px`);
  await expect(field(canvas)).toHaveValue('0812345678');
}

/**
 * The same, retried for a moment: under reduced motion every element without a transition of its
 * own gets a 0.01ms one (`transition-property` defaults to `all`), so a colour change, such as the
 * body's from the story before, shows a frame later.
 */
const expectThemeSoon = (canvas: Canvas, patch: Partial<ThemeConfig> = {}) =>
  waitFor(() => expectTheme(canvas, patch));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectThemeSoon(canvas);
    await expect(canvas.getByTestId('config')).toHaveTextContent('Roboto · light · default · 8px · ltr · en');
    // The Thai text has its bundled face: it never falls back to boxes or a system font.
    const faces = await document.fonts.load(
      `400 14px ${createAppTheme(defaultConfig).typography.fontFamily}`,
      BODY,
    );
    await expect(faces.some((face) => face.family.includes('Noto Sans Thai'))).toBe(true);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectThemeSoon(canvas, { navType: 'dark' });
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(17, 25, 54)');
    // The field's text stays readable on its dark fill.
    const input = getComputedStyle(field(canvas));
    const fill = getComputedStyle(fieldRoot(canvas)).backgroundColor;
    await expect(getContrastRatio(input.color, fill)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    await expectThemeSoon(canvas, { rtlLayout: true });
    // The styles come through the mirroring cache.
    await expect(document.head.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
    // Mirrored: the heading and the field's label start on the right, the first button is the rightmost.
    const card = heading(canvas).closest('.MuiCard-root')?.getBoundingClientRect();
    const title = document.createRange();
    title.selectNodeContents(heading(canvas));
    await expect(Math.abs((card?.right ?? 0) - 24 - title.getBoundingClientRect().right)).toBeLessThanOrEqual(
      1,
    );
    const label = canvasElement.querySelector('label')?.getBoundingClientRect();
    const input = fieldRoot(canvas).getBoundingClientRect();
    await expect(input.right - (label?.right ?? 0)).toBeLessThan(24);
    await expect(label?.left ?? 0).toBeGreaterThan(input.left + input.width / 2);
    const confirm = canvas.getByRole('button', { name: CONFIRM }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: CANCEL }).getBoundingClientRect();
    await expect(confirm.left).toBeGreaterThan(cancel.right);
  },
};

/** A preset's colours on the main button and the page, with AA contrast. */
export const PresetColour: Story = {
  globals: { preset: 'theme3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectThemeSoon(canvas, { presetColor: 'theme3' });
    const confirm = getComputedStyle(canvas.getByRole('button', { name: CONFIRM }));
    await expect(confirm.backgroundColor).not.toBe(
      computedColor(createAppTheme(defaultConfig).palette.primary.main),
    );
    await expect(confirm.backgroundColor).toBe('rgb(22, 89, 90)');
  },
};

export const PoppinsFont: Story = {
  globals: { fontFamily: 'Poppins', borderRadius: '16' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectThemeSoon(canvas, { fontFamily: 'Poppins', borderRadius: 16 });
    await expect(getComputedStyle(canvas.getByTestId('body-text')).fontFamily).toMatch(/^"?Poppins/);
    await expect(getComputedStyle(canvas.getByRole('button', { name: CONFIRM })).fontFamily).toMatch(
      /^"?Poppins/,
    );
    // The face is declared and loads (Thai still falls back to the bundled Thai font).
    const faces = await document.fonts.load('400 14px Poppins', 'Lucky Star');
    await expect(faces.some((face) => face.family === 'Poppins')).toBe(true);
  },
};

/** The user asks for less motion (the test browser does): no ripples, transitions cut to nothing. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const button = canvas.getByRole('button', { name: CONFIRM });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    const durations = getComputedStyle(button)
      .transitionDuration.split(',')
      .map((value) => parseFloat(value));
    if (reduced) {
      await expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
      await expect(Math.max(...durations)).toBeLessThan(0.001);
    } else {
      await expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
      await expect(Math.max(...durations)).toBeGreaterThan(0.1);
    }
  },
};

/** The config changed while the page is open (the settings drawer): everything follows. */
export const FollowsConfigChanges: Story = {
  args: { switches: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectThemeSoon(canvas);
    await step('dark mode', async () => {
      await userEvent.click(canvas.getByRole('button', { name: SWITCH_DARK }));
      await expectThemeSoon(canvas, { navType: 'dark' });
    });
    await step('right to left, once the mirroring styles have loaded', async () => {
      await userEvent.click(canvas.getByRole('button', { name: SWITCH_RTL }));
      await expectThemeSoon(canvas, { navType: 'dark', rtlLayout: true });
    });
    await step('Thai as the document language', async () => {
      await userEvent.click(canvas.getByRole('button', { name: SWITCH_THAI }));
      await expectThemeSoon(canvas, { navType: 'dark', rtlLayout: true, locale: 'th' });
      await expect(canvas.getByTestId('config')).toHaveTextContent(
        'Roboto · dark · default · 8px · rtl · th',
      );
    });
  },
};
