import Box from '@mui/material/Box';
import { getContrastRatio } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router-dom';

import { createAppTheme, defaultConfig, type NavType } from '@pp/ui';
import { focusRingOf, noSidewaysScroll } from '@pp/ui/storybook';
import { computedColor } from '@pp/ui/testing/color';

import { copy } from '../copy';
import { RouteLink, type RouteLinkProps } from './RouteLink';

const BACK = 'กลับหน้าก่อนหน้า';

/** Where the router went: the page a click on the link opens, with a link back to `/`. */
function Destination() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: 3, maxWidth: 420, bgcolor: 'background.paper' }}>
      <Typography component="h1" variant="h2">
        หน้าปลายทาง
      </Typography>
      <Typography data-testid="destination">{pathname}</Typography>
      <RouteLink to="/" variant="body2">
        {BACK}
      </RouteLink>
    </Box>
  );
}

interface DemoProps extends RouteLinkProps {
  /** The sentence the link ends (inherit variant); none for a link on its own line (body2). */
  lead?: string;
}

/**
 * The link on a card as the guest pages use it, under a tiny router: `/` holds the link, every
 * other path is the destination, so a click shows where the router went without leaving the page.
 */
function Demo({ lead, ...link }: DemoProps) {
  const card = (
    <Box sx={{ p: 3, maxWidth: 420, bgcolor: 'background.paper' }}>
      {lead === undefined ? (
        <RouteLink {...link} />
      ) : (
        <Typography variant="body2">
          {lead} <RouteLink {...link} />
        </Typography>
      )}
    </Box>
  );
  return (
    <Routes>
      <Route path="/" element={card} />
      <Route path="*" element={<Destination />} />
    </Routes>
  );
}

const meta = {
  title: 'Auth/RouteLink',
  component: Demo,
  args: { to: '/register', children: copy.login.register, lead: copy.login.noAccount },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG_LINK = 'อ่านข้อกำหนดและเงื่อนไขการให้บริการรวมถึงนโยบายความเป็นส่วนตัวของเว็บไซต์ฉบับเต็มได้ที่นี่';

/** The secondary colour of the theme in a mode (the link's colour). */
const secondaryOf = (mode: NavType) =>
  computedColor(createAppTheme({ ...defaultConfig, navType: mode }).palette.secondary.main);

const linkNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('link', { name });

/** A click opens the destination through the router: same document, the link's page replaced. */
async function expectNavigates(canvasElement: HTMLElement, link: HTMLElement, pathname: string) {
  const canvas = within(canvasElement);
  const documentUrl = window.location.href;
  const name = link.textContent ?? '';
  await userEvent.click(link);
  await expect(await canvas.findByTestId('destination')).toHaveTextContent(pathname);
  await expect(canvas.queryByRole('link', { name })).toBeNull();
  await expect(window.location.href).toBe(documentUrl);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, copy.login.register);
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/register');
    const style = getComputedStyle(link);
    await expect(style.color).toBe(secondaryOf('light'));
    await expect(style.fontWeight).toBe('600');
    await expect(style.textDecorationLine).toBe('underline');
    // It takes the size of the sentence around it.
    await expect(style.fontSize).toBe(getComputedStyle(link.parentElement ?? link).fontSize);
    await expect(link.parentElement).toHaveTextContent(`${copy.login.noAccount} ${copy.login.register}`);
  },
};

/** There by a click, back with the keyboard: both move within the router, the page never reloads. */
export const NavigatesWithinTheRouter: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a click opens the page it points to', async () => {
      await expectNavigates(canvasElement, linkNamed(canvasElement, copy.login.register), '/register');
    });
    await step('Enter on a focused link follows it too', async () => {
      const back = linkNamed(canvasElement, BACK);
      await expect(back).toHaveAttribute('href', '/');
      back.focus();
      await userEvent.keyboard('{Enter}');
      await expect(
        await within(canvasElement).findByRole('link', { name: copy.login.register }),
      ).toBeVisible();
      await expect(within(canvasElement).queryByTestId('destination')).toBeNull();
    });
  },
};

/** The "forgot password" link: on its own line in body2, at medium weight. */
export const OnItsOwnLine: Story = {
  args: { to: '/forgot', children: copy.login.forgot, variant: 'body2', fontWeight: 500, lead: undefined },
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, copy.login.forgot);
    await expect(link).toHaveAttribute('href', '/forgot');
    const style = getComputedStyle(link);
    await expect(style.fontSize).toBe('14px');
    await expect(style.fontWeight).toBe('500');
    await expect(style.color).toBe(secondaryOf('light'));
    await expect(style.textDecorationLine).toBe('underline');
  },
};

/** Reached with Tab, it shows a focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, copy.login.register);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(link.matches(':focus-visible')).toBe(true));
    // The theme's one ring, as on every control: 2 px solid (waited for: the width eases in from
    // the browser's initial 3 px).
    await waitFor(() => expect(focusRingOf(link)).toMatchObject({ style: 'solid', width: '2px' }));
  },
};

export const LongThaiText: Story = {
  args: { to: '/terms', children: LONG_LINK, lead: 'ก่อนสมัครสมาชิก' },
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, LONG_LINK);
    await expect(link).toHaveAttribute('href', '/terms');
    // The link wraps onto more lines inside the card, underlined on each of them.
    await expect(link.getClientRects().length).toBeGreaterThan(1);
    const card = link.parentElement?.parentElement as HTMLElement;
    await noSidewaysScroll(card);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, copy.login.register);
    const color = getComputedStyle(link).color;
    await expect(color).toBe(secondaryOf('dark'));
    const card = link.parentElement?.parentElement ?? link;
    await expect(getContrastRatio(color, getComputedStyle(card).backgroundColor)).toBeGreaterThanOrEqual(4.5);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const link = linkNamed(canvasElement, copy.login.register);
    const sentence = link.parentElement ?? link;
    // The sentence starts at the right edge of the card.
    const text = document.createRange();
    text.selectNodeContents(sentence);
    const card = (sentence.parentElement ?? sentence).getBoundingClientRect();
    await expect(Math.abs(card.right - 24 - text.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
    await expect(link).toHaveAttribute('href', '/register');
  },
};
