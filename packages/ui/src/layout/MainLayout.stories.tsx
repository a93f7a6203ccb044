import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Breadcrumbs } from '../components/Breadcrumbs';
import { Logo } from '../components/Logo';
import { MainCard } from '../components/MainCard';
import { updateConfigAtom } from '../config/config';
import { sampleNavigation } from '../navigation/fixtures';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { focusRingOf, tabTo } from '../storybook/focusRing';
import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '../storybook/index';
import { reachesTouchSquare } from '../storybook/touch';
import { MainLayout } from './MainLayout';

function ContainerOn({ children }: { children: ReactNode }) {
  const update = useSetAtom(updateConfigAtom);
  useLayoutEffect(() => update({ container: true }), [update]);
  return children;
}

function Page() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <MainCard title="ยอดเงินคงเหลือ">
        <Typography variant="h2" component="p">
          ฿1,250.50
        </Typography>
      </MainCard>
      <MainCard title="Recent activity">
        <Typography variant="body2">Deposit ฿500.00 · รอดำเนินการ</Typography>
      </MainCard>
    </Box>
  );
}

const meta = {
  title: 'UI/Layout/MainLayout',
  component: MainLayout,
  parameters: { fullPage: true, router: { initialEntries: ['/player/deposit'] } },
  args: {
    navigation: sampleNavigation,
    logo: <Logo logoUrl="/images/logo.svg" name="Lucky Star" />,
    headerEnd: (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <SettingsDrawer />
        <Box sx={{ textAlign: 'end', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="subtitle1">สวัสดีคุณ สมชาย ใจดี</Typography>
          <Typography variant="caption" color="text.secondary">
            ยอดเงินคงเหลือ 1,250.50 บาท
          </Typography>
        </Box>
        <Avatar alt="สมชาย ใจดี">ส</Avatar>
      </Box>
    ),
    breadcrumbs: <Breadcrumbs navigation={sampleNavigation} />,
    children: <Page />,
  },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'ฝากเงิน' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('main')).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('button', { name: 'Open theme settings' })).toBeVisible();
  },
};

export const MenuClosesAndOpens: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle menu' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const CollapseSections: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/dashboard/analytics'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await canvas.findByRole('button', { name: 'กระเป๋าเงิน' });
    await expect(wallet).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(wallet);
    await expect(wallet).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('link', { name: 'ฝากเงิน' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, play: Desktop.play };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(menu.getBoundingClientRect().left).toBeGreaterThan(document.documentElement.clientWidth / 2),
    );
  },
};

export const BoxContainer: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main .MuiContainer-root')).not.toBeNull();
  },
  decorators: [
    (Story) => (
      <ContainerOn>
        <Story />
      </ContainerOn>
    ),
  ],
};

/**
 * On a phone: the settings button sits in the header with the menu button, every header control is
 * a 44 x 44 px tap target, and nothing floats over the page's right edge (the balance card's, the
 * cart button's); the keyboard reaches the settings button and it shows the theme's focus ring.
 */
const phone: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const header = canvas.getByRole('banner');
  const settings = within(header).getByRole('button', { name: 'Open theme settings' });
  const toggle = within(header).getByRole('button', { name: 'Toggle menu' });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  for (const control of within(header).getAllByRole('button')) {
    await expect({
      control: control.getAttribute('aria-label'),
      reached: reachesTouchSquare(control),
    }).toEqual({
      control: control.getAttribute('aria-label'),
      reached: true,
    });
  }
  window.scrollTo(0, 0);
  const main = canvas.getByRole('main').getBoundingClientRect();
  await expect(main.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await noSidewaysScroll(document.documentElement);
  // Along both edges of the page, from its top to the bottom of the screen, the page itself is hit.
  for (let y = main.top + 8; y < Math.min(main.bottom, window.innerHeight); y += 16) {
    for (const x of [main.left + 2, main.right - 2]) {
      await expect({
        x,
        y,
        inPage: canvas.getByRole('main').contains(document.elementFromPoint(x, y)),
      }).toEqual({
        x,
        y,
        inPage: true,
      });
    }
  }
  await tabTo(settings);
  await waitFor(() =>
    expect(focusRingOf(settings)).toMatchObject({ width: '2px', style: 'solid', offset: '2px' }),
  );
};

export const Phone: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: phone,
};

export const PhoneDark: Story = {
  globals: { ...PHONE_GLOBALS, mode: 'dark' },
  parameters: { viewport: PHONE_VIEWPORT },
  play: phone,
};

export const PhoneRightToLeft: Story = {
  globals: { ...PHONE_GLOBALS, direction: 'rtl' },
  parameters: { viewport: PHONE_VIEWPORT },
  play: async (context) => {
    await phone(context);
    // Mirrored: the menu button at the right, the settings button towards the left.
    const header = within(context.canvasElement).getByRole('banner');
    const toggle = within(header).getByRole('button', { name: 'Toggle menu' }).getBoundingClientRect();
    const settings = within(header)
      .getByRole('button', { name: 'Open theme settings' })
      .getBoundingClientRect();
    await expect(toggle.left).toBeGreaterThan(settings.right);
  },
};
