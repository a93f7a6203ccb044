import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDashboard, IconRefresh, IconWallet } from '@tabler/icons-react';
import { expect, waitFor, within } from 'storybook/test';

import { MainCard } from '../components/MainCard';
import { StatusChip } from '../components/StatusChip';
import { defaultConfig, type NavType, type PresetColor } from '../config/config';
import { focusRingOf, tabTo } from '../storybook/focusRing';
import { computedColor } from '../testing/computedColor';
import { createAppTheme } from './createAppTheme';
import { MIN_CONTRAST } from './palette';

/** Every building block of the theme on one page, for reviewing a preset, a mode or a direction. */
function ThemeShowcase() {
  const theme = useTheme();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <MainCard title="Typography">
          <Typography variant="h1">Heading 1</Typography>
          <Typography variant="h2">Heading 2</Typography>
          <Typography variant="h3">Heading 3 สวัสดีคุณ สมชาย</Typography>
          <Typography variant="body1">Body text ยินดีต้อนรับเข้าสู่ระบบ — ยอดเงินคงเหลือ ฿1,250.50 บาท</Typography>
          <Typography variant="caption" color="text.secondary">
            Caption · {theme.typography.fontFamily?.split(',')[0]?.replaceAll("'", '')} (Thai: Noto Sans Thai)
          </Typography>
        </MainCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MainCard title="Actions">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <Button variant="contained">Primary</Button>
            <Button variant="contained" color="secondary">
              Secondary
            </Button>
            <Button variant="outlined">Outlined</Button>
            <Button>Text</Button>
            <Button variant="contained" disabled>
              Disabled
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <StatusChip label="รอดำเนินการ" color="warning" />
            <StatusChip label="สำเร็จ" color="success" />
            <StatusChip label="ไม่สำเร็จ" color="error" />
            <StatusChip label="Primary" color="primary" variant="outlined" />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
            <Chip label="โปรโมชั่น" onClick={() => undefined} />
            <IconButton aria-label="Refresh">
              <IconRefresh size={20} />
            </IconButton>
            <Link href="#see-all">ดูทั้งหมด</Link>
            <Typography component="a" href="#register" sx={{ color: 'secondary.main', fontWeight: 600 }}>
              สมัครสมาชิก
            </Typography>
          </Box>
        </MainCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MainCard title="Inputs">
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField label="เบอร์โทรศัพท์" defaultValue="0812345678" />
            <TextField label="จำนวนเงิน" error helperText="ขั้นต่ำ 100 บาท" defaultValue="50" />
            <FormControlLabel control={<Switch defaultChecked />} label="Notifications" />
          </Box>
        </MainCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MainCard title="Navigation and feedback">
          <List component="nav" aria-label="Sample menu" disablePadding>
            <ListItemButton selected>
              <ListItemIcon>
                <IconDashboard size={20} />
              </ListItemIcon>
              <ListItemText primary="Dashboard" />
            </ListItemButton>
            <ListItemButton>
              <ListItemIcon>
                <IconWallet size={20} />
              </ListItemIcon>
              <ListItemText primary="ฝากเงิน" />
            </ListItemButton>
          </List>
          <MenuList aria-label="Sample actions" dense>
            <MenuItem>ออกจากระบบ</MenuItem>
          </MenuList>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
            <Avatar>SC</Avatar>
            <Typography variant="subtitle1">สมชาย ใจดี</Typography>
          </Box>
          <Alert severity="info">Your withdrawal is being processed.</Alert>
        </MainCard>
      </Grid>
    </Grid>
  );
}

const meta = {
  title: 'UI/Theme',
  component: ThemeShowcase,
  parameters: { fullPage: true },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ThemeShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const readable: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Typography' })).toBeVisible();
  const primary = canvas.getByRole('button', { name: 'Primary' });
  const style = getComputedStyle(primary);
  const toHex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  await expect(getContrastRatio(toHex(style.color), toHex(style.backgroundColor))).toBeGreaterThanOrEqual(
    MIN_CONTRAST,
  );
};

/**
 * One focus ring on every control, from the theme: 2 px solid in the focus colour (the preset's
 * primary.main), 2 px outside; menu and list items draw it 2 px inside, where a scrolling menu would
 * clip it. The keyboard then goes back to `last` (its ring is what the screenshot shows).
 */
const focusRing =
  (last: (canvas: ReturnType<typeof within>) => HTMLElement): Story['play'] =>
  async (context) => {
    const { canvasElement, globals } = context;
    const canvas = within(canvasElement);
    const theme = createAppTheme({
      ...defaultConfig,
      navType: (globals.mode as NavType | undefined) ?? defaultConfig.navType,
      presetColor: (globals.preset as PresetColor | undefined) ?? defaultConfig.presetColor,
    });
    const ring = theme.focusVisible || {};
    const color = computedColor(String(ring.outlineColor));
    for (const background of [theme.palette.background.paper, theme.palette.background.default]) {
      await expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(3);
    }
    const controls: [Element, string][] = [
      [canvas.getByRole('button', { name: 'Primary' }), '2px'],
      [canvas.getByRole('button', { name: 'Text' }), '2px'],
      [canvas.getByRole('button', { name: 'โปรโมชั่น' }), '2px'],
      [canvas.getByRole('button', { name: 'Refresh' }), '2px'],
      [canvas.getByRole('link', { name: 'ดูทั้งหมด' }), '2px'],
      [canvas.getByRole('link', { name: 'สมัครสมาชิก' }), '2px'],
      [canvas.getByRole('button', { name: 'Dashboard' }), '-2px'],
      [canvas.getByRole('menuitem', { name: 'ออกจากระบบ' }), '-2px'],
    ];
    for (const [control, offset] of controls) {
      await tabTo(control);
      // waitFor: the reduced-motion baseline still gives every change a 0.01 ms transition.
      await waitFor(() =>
        expect({ control: control.textContent, ...focusRingOf(control) }).toEqual({
          control: control.textContent,
          width: '2px',
          style: 'solid',
          color,
          offset,
        }),
      );
    }
    // A field's ring is its own outlined box, 2 px in the ring's colour: a ring outside the box
    // would cross the label on its top edge.
    const field = canvas.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    await tabTo(field);
    const box = field.closest('.MuiOutlinedInput-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (!box) throw new Error('the field has no outlined box');
    await waitFor(() =>
      expect({
        width: getComputedStyle(box).borderTopWidth,
        style: getComputedStyle(box).borderTopStyle,
        color: getComputedStyle(box).borderTopColor,
        ring: getComputedStyle(field.closest('.MuiOutlinedInput-root') as Element).outlineStyle,
      }).toEqual({ width: '2px', style: 'solid', color, ring: 'none' }),
    );
    await tabTo(last(canvas));
  };

export const Light: Story = { play: readable };
export const Dark: Story = { globals: { mode: 'dark' }, play: readable };
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await readable(context);
    const canvas = within(context.canvasElement);
    const first = canvas.getByRole('heading', { name: 'Typography' }).getBoundingClientRect();
    const second = canvas.getByRole('heading', { name: 'Actions' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
  },
};
export const PoppinsRadius16: Story = {
  globals: { fontFamily: 'Poppins', borderRadius: '16' },
  play: readable,
};
export const InterRadius4: Story = { globals: { fontFamily: 'Inter', borderRadius: '4' }, play: readable };

export const Theme1: Story = { globals: { preset: 'theme1' }, play: readable };
export const Theme2: Story = { globals: { preset: 'theme2' }, play: readable };
export const Theme3: Story = { globals: { preset: 'theme3' }, play: readable };
export const Theme4: Story = { globals: { preset: 'theme4' }, play: readable };
export const Theme5: Story = { globals: { preset: 'theme5' }, play: readable };
export const Theme6: Story = { globals: { preset: 'theme6' }, play: readable };
export const Theme6Dark: Story = { globals: { preset: 'theme6', mode: 'dark' }, play: readable };

export const KeyboardFocus: Story = {
  play: focusRing((canvas) => canvas.getByRole('button', { name: 'โปรโมชั่น' })),
};
export const KeyboardFocusDark: Story = {
  globals: { mode: 'dark' },
  play: focusRing((canvas) => canvas.getByRole('textbox', { name: 'เบอร์โทรศัพท์' })),
};
export const KeyboardFocusTheme2: Story = {
  globals: { preset: 'theme2' },
  play: focusRing((canvas) => canvas.getByRole('link', { name: 'ดูทั้งหมด' })),
};
export const KeyboardFocusTheme2Dark: Story = {
  globals: { preset: 'theme2', mode: 'dark' },
  play: focusRing((canvas) => canvas.getByRole('button', { name: 'Primary' })),
};
export const KeyboardFocusRightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: focusRing((canvas) => canvas.getByRole('menuitem', { name: 'ออกจากระบบ' })),
};
