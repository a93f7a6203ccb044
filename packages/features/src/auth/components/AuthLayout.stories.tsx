import Button from '@mui/material/Button';
import { getContrastRatio } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconLogin2 } from '@tabler/icons-react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import { TextInput } from '@pp/ui';
import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';

import { apiUrl, playerPaths } from '../../shared/api/endpoints';
import { copy } from '../copy';
import { siteSettingHandler } from '../storyKit';
import { AuthLayout } from './AuthLayout';
import { RouteLink } from './RouteLink';

const settingUrl = apiUrl('*', playerPaths.websiteSetting);

/** The site setting with a real logo image (an absolute URL, served by Storybook's static files). */
const logoImageHandler = http.get(settingUrl, ({ request }) =>
  HttpResponse.json({
    data: [{ id: '1', siteName: 'Lucky Star', logoUrl: new URL('/images/logo.svg', request.url).href }],
  }),
);
/** The site setting failing: the layout falls back to the default name and the text mark. */
const settingErrorHandler = http.get(settingUrl, () =>
  HttpResponse.json({ message: 'ระบบขัดข้อง' }, { status: 500 }),
);
/** The site setting never answering: the logo slot stays empty but keeps its height. */
const settingPendingHandler = http.get(settingUrl, async () => {
  await delay('infinite');
  return HttpResponse.json({ data: [] });
});

const LONG_SITE_NAME = 'ลัคกี้สตาร์ คาสิโน';
const LONG_TITLE = 'ยินดีต้อนรับกลับมาสู่ศูนย์รวมความบันเทิงออนไลน์ที่ครบวงจรที่สุดของประเทศไทย';
const LONG_SUBTITLE =
  'กรุณาเข้าสู่ระบบด้วยเบอร์โทรศัพท์มือถือที่ลงทะเบียนไว้และรหัสผ่านของคุณ หากลืมรหัสผ่านสามารถตั้งรหัสผ่านใหม่ได้ตลอด 24 ชั่วโมง';

/** What a guest page puts on the card: one field and the main action, as the login form does. */
function DemoForm({ submit = copy.login.submit }: { submit?: string }) {
  return (
    <>
      <TextInput fullWidth label={copy.fields.phone} autoComplete="username" />
      <Button
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
        startIcon={<IconLogin2 stroke={1.8} />}
      >
        {submit}
      </Button>
    </>
  );
}

/** The link to the other guest page, as the login and register screens put it under the divider. */
function OtherPage({ lead, to, link }: { lead: string; to: string; link: string }) {
  return (
    <Typography variant="body2">
      {lead} <RouteLink to={to}>{link}</RouteLink>
    </Typography>
  );
}

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: copy.login.title,
    subtitle: copy.login.subtitle,
    footer: <OtherPage lead={copy.login.noAccount} to="/register" link={copy.login.register} />,
    children: <DemoForm />,
  },
  parameters: {
    fullPage: true,
    msw: { handlers: { player: [siteSettingHandler] } },
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const card = (canvasElement: HTMLElement): HTMLElement => {
  const element = canvasElement.querySelector<HTMLElement>('.MuiCard-root');
  if (!element) throw new Error('The layout rendered no card.');
  return element;
};

/** The page scrolls only vertically: nothing on the card or under it is wider than the window. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await noSidewaysScroll(document.documentElement, { within: window.innerWidth });
  const box = card(canvasElement);
  await noSidewaysScroll(box);
}

/** Logo, heading, subtitle, the form, the divider with the link, and the page's own footer. */
async function expectLoginCard(canvas: Canvas, siteName = 'Lucky Star') {
  await expect(await canvas.findByRole('img', { name: siteName })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 1, name: copy.login.title })).toBeVisible();
  await expect(canvas.getByText(copy.login.subtitle)).toBeVisible();
  await expect(canvas.getByLabelText(copy.fields.phone)).toBeVisible();
  await expect(canvas.getByRole('button', { name: copy.login.submit })).toBeVisible();
  await expect(canvas.getByRole('separator')).toBeVisible();
  await expect(canvas.getByRole('link', { name: copy.login.register })).toHaveAttribute('href', '/register');
  await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
  const pageFooter = canvas.getByRole('contentinfo');
  await expect(pageFooter).toHaveTextContent(copy.layout.footerNote);
  await expect(pageFooter).toHaveTextContent(copy.layout.copyright(siteName));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoginCard(canvas);
    const box = card(canvasElement).getBoundingClientRect();
    // A 480px card centred on the page.
    await expect(box.width).toBe(480);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
    // Logo above the heading above the form, the divider between the form and the footer link.
    const logo = canvas.getByRole('img', { name: 'Lucky Star' }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const field = canvas.getByLabelText(copy.fields.phone).getBoundingClientRect();
    const divider = canvas.getByRole('separator').getBoundingClientRect();
    const link = canvas.getByRole('link', { name: copy.login.register }).getBoundingClientRect();
    await expect(logo.bottom).toBeLessThanOrEqual(heading.top);
    await expect(heading.bottom).toBeLessThanOrEqual(field.top);
    await expect(field.bottom).toBeLessThanOrEqual(divider.top);
    await expect(divider.bottom).toBeLessThanOrEqual(link.top);
  },
};

/** The register form's wider card. */
export const Wide: Story = {
  args: {
    wide: true,
    title: copy.register.title,
    subtitle: copy.register.subtitle,
    footer: <OtherPage lead={copy.register.haveAccount} to="/login" link={copy.register.login} />,
    children: <DemoForm submit={copy.register.submit} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: copy.register.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.register.login })).toHaveAttribute('href', '/login');
    const box = card(canvasElement).getBoundingClientRect();
    await expect(box.width).toBe(640);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
  },
};

/** Only what is given: no subtitle, no divider and no footer link when the page has none. */
export const TitleOnly: Story = {
  args: { subtitle: undefined, footer: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Lucky Star' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: copy.login.title })).toBeVisible();
    await expect(canvas.queryByText(copy.login.subtitle)).toBeNull();
    await expect(canvas.queryByRole('separator')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: copy.login.submit })).toBeVisible();
  },
};

/** The site's logo image from the website setting. */
export const LogoImage: Story = {
  parameters: { msw: { handlers: { player: [logoImageHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: 'Lucky Star' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0));
    await expect(image.getBoundingClientRect().height).toBe(34);
  },
};

/** The setting fails: the default name in the text mark and the copyright, the page still usable. */
export const SiteSettingUnavailable: Story = {
  parameters: { msw: { handlers: { player: [settingErrorHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoginCard(canvas, copy.layout.defaultSiteName);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/**
 * While the setting loads: no logo yet, but its slot keeps its height so nothing jumps later; the
 * copyright keeps its place unseen (no default name shown for a moment in place of the site's).
 */
export const SiteSettingLoading: Story = {
  parameters: { msw: { handlers: { player: [settingPendingHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: copy.login.title });
    await expect(heading).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    const slot = heading.parentElement?.previousElementSibling;
    await expect(slot?.getBoundingClientRect().height).toBe(36);
    await expect(canvas.getByText(copy.layout.copyright(copy.layout.defaultSiteName))).not.toBeVisible();
    await expect(canvas.getByText(copy.layout.footerNote)).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: { title: LONG_TITLE, subtitle: LONG_SUBTITLE },
  parameters: {
    msw: {
      handlers: {
        player: [
          http.get(settingUrl, () => HttpResponse.json({ data: [{ id: '1', siteName: LONG_SITE_NAME }] })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: LONG_SITE_NAME })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: LONG_TITLE });
    // The heading wraps onto more lines inside the card instead of running out of it.
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(heading).lineHeight) * 1.5,
    );
    await expect(canvas.getByText(LONG_SUBTITLE)).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(copy.layout.copyright(LONG_SITE_NAME));
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoginCard(canvas);
    const surface = getComputedStyle(card(canvasElement)).backgroundColor;
    await expect(surface).toBe('rgb(26, 34, 63)');
    const title = getComputedStyle(canvas.getByRole('heading', { level: 1 })).color;
    const subtitle = getComputedStyle(canvas.getByText(copy.login.subtitle)).color;
    await expect(getContrastRatio(title, surface)).toBeGreaterThanOrEqual(4.5);
    await expect(getContrastRatio(subtitle, surface)).toBeGreaterThanOrEqual(4.5);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoginCard(canvas);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The page footer is mirrored: the age note starts on the right, the copyright sits on the left.
    const footer = within(canvas.getByRole('contentinfo'));
    const note = footer.getByText(copy.layout.footerNote).getBoundingClientRect();
    const copyright = footer.getByText(copy.layout.copyright('Lucky Star')).getBoundingClientRect();
    await expect(note.left).toBeGreaterThan(copyright.right);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expectLoginCard(canvas);
    // The card takes the width less 16px on each side; the smaller subtitle still fits.
    const box = card(canvasElement).getBoundingClientRect();
    await expect(box.left).toBe(16);
    await expect(box.right).toBe(375 - 16);
    await expect(getComputedStyle(canvas.getByText(copy.login.subtitle)).fontSize).toBe('14px');
    await expectNoSidewaysScroll(canvasElement);
  },
};
