import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { claimCommission } from '@pp/mocks/stores/cashback-invite';
import { brokenWords, PHONE, readsLeftToRight, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { pathTo } from '../../shared/routes/paths';
import type { CopyText } from '../components/TransferAccount';
import { countRequests, getReturns, playerSession, withHeaderBalance, withPhonePage } from '../storyKit';
import { cardTitled, figuresOf } from '../figureStoryKit';
import { InviteScreen, type ShareLink } from './InviteScreen';

const session = playerSession(signToken);
const happy = handlers.player ?? [];
const claims = countRequests('claimCommission');
const ORIGIN = 'https://luckystar.example';
const LINK = `${ORIGIN}/register?inviter=100001`;
const LONG = { timeout: 5000 };

/** A clipboard stand-in: remembers what was copied, or fails when asked to. */
const clipboard = {
  copied: [] as string[],
  fails: false,
  reset() {
    this.copied = [];
    this.fails = false;
  },
};
const recordingCopy: CopyText = async (text) => {
  if (clipboard.fails) throw new DOMException('Write permission denied', 'NotAllowedError');
  clipboard.copied.push(text);
};

/** A share sheet stand-in: remembers what was shared; the player may cancel it, or it may fail. */
const sheet = {
  shared: [] as Parameters<ShareLink>[0][],
  outcome: 'shared' as 'shared' | 'cancelled' | 'failed',
  reset() {
    this.shared = [];
    this.outcome = 'shared';
  },
};
const recordingShare: ShareLink = async (data) => {
  if (sheet.outcome === 'cancelled') throw new DOMException('Share canceled', 'AbortError');
  if (sheet.outcome === 'failed') throw new DOMException('Share failed', 'DataError');
  sheet.shared.push(data);
};

const meta = {
  title: 'Player/Invite',
  component: InviteScreen,
  args: { copyText: recordingCopy, share: recordingShare, origin: ORIGIN },
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => {
    claims.reset();
    clipboard.reset();
    sheet.reset();
  },
  parameters: {
    router: { initialEntries: ['/player/invite'] },
    msw: { handlers: { player: [claims.handler, ...happy] } },
  },
} satisfies Meta<typeof InviteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET invite summary answers these figures (baht) for the demo player. */
function summaryOf(figures: {
  inviteCode?: string;
  invitedTotal: number;
  invitedActive: number;
  totalCommission: number;
  pendingCommission: number;
}) {
  const inviteCode = figures.inviteCode ?? '100001';
  return getReturns('inviteSummary', {
    data: {
      playerId: '100001',
      inviteLink: pathTo.invite(inviteCode),
      invitedThisMonth: 3,
      ...figures,
      inviteCode,
    },
  });
}

/** The cards of the screen. */
function cards(canvasElement: HTMLElement) {
  const card = (title: string) => cardTitled(canvasElement, title);
  return {
    link: card('ลิงก์แนะนำเพื่อน'),
    summary: card('ค่าแนะนำเพื่อน'),
    rules: card('เงื่อนไขการแนะนำเพื่อน'),
  };
}

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'คัดลอกลิงก์' }, LONG);

const claimButton = (canvasElement: HTMLElement, amount = '฿120.25') =>
  within(canvasElement).findByRole('button', { name: `รับค่าแนะนำ ${amount}` }, LONG);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await claimButton(canvasElement);
    const { link, summary, rules } = cards(canvasElement);
    await step('the invite code, the link and its QR code', async () => {
      await expect(figuresOf(link)).toEqual([['รหัสแนะนำ', '100001']]);
      await expect(link.getByText(LINK)).toBeVisible();
      await expect(link.getByRole('img', { name: 'คิวอาร์โค้ดลิงก์แนะนำเพื่อน' })).toBeVisible();
      await expect(link.getByRole('button', { name: 'แชร์ลิงก์' })).toBeVisible();
    });
    await step('the figures and the commission to claim', async () => {
      await expect(figuresOf(summary)).toEqual([
        ['เพื่อนที่สมัคร', '12 คน'],
        ['เพื่อนที่ฝากเงิน', '7 คน'],
        ['ค่าแนะนำทั้งหมด', '฿845.50'],
      ]);
      await expect(summary.getByText('ค่าแนะนำที่รับได้')).toBeVisible();
      const claimable = await claimButton(canvasElement);
      // Enabled once the setting (its minimum) has arrived too, not only the summary.
      await waitFor(() => expect(claimable).toBeEnabled());
    });
    await step('the rules in plain Thai', async () => {
      await expect(
        await rules.findByText('รับค่าแนะนำ 1% ของยอดฝากที่สำเร็จของเพื่อนทุกคนที่สมัครด้วยรหัสแนะนำของคุณ'),
      ).toBeVisible();
      await expect(rules.getByText('กดรับค่าแนะนำเข้ายอดเงินคงเหลือได้เมื่อมียอดสะสมตั้งแต่ ฿100.00')).toBeVisible();
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await ready(canvasElement));
    await expect(await canvas.findByRole('button', { name: 'คัดลอกแล้ว' })).toBeVisible();
    await expect(clipboard.copied).toEqual([LINK]);
    await expect(canvas.getByText('คัดลอกลิงก์แนะนำเพื่อนแล้ว')).toBeInTheDocument();
  },
};

export const CopyFails: Story = {
  beforeEach: () => {
    clipboard.fails = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await ready(canvasElement));
    await expect(await canvas.findByText('คัดลอกไม่สำเร็จ กรุณากดค้างที่ลิงก์เพื่อคัดลอกเอง')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'คัดลอกลิงก์' })).toBeVisible();
  },
};

export const Share: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์ลิงก์' }));
    await waitFor(() =>
      expect(sheet.shared).toEqual([
        { title: 'สมัครสมาชิกกับเรา', text: 'สมัครสมาชิกด้วยรหัสแนะนำ 100001', url: LINK },
      ]),
    );
    await expect(canvas.queryByText('แชร์ไม่สำเร็จ กรุณาคัดลอกลิงก์แทน')).toBeNull();
  },
};

/** The player closes the share sheet: nothing to say. */
export const ShareCancelled: Story = {
  beforeEach: () => {
    sheet.outcome = 'cancelled';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์ลิงก์' }));
    await expect(canvas.queryByText('แชร์ไม่สำเร็จ กรุณาคัดลอกลิงก์แทน')).toBeNull();
    await expect(sheet.shared).toEqual([]);
  },
};

export const ShareFails: Story = {
  beforeEach: () => {
    sheet.outcome = 'failed';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์ลิงก์' }));
    await expect(await canvas.findByText('แชร์ไม่สำเร็จ กรุณาคัดลอกลิงก์แทน')).toBeVisible();
  },
};

/** A browser without the Web Share API: no share button, copy and the QR code remain. */
export const NoWebShare: Story = {
  render: (args) => <InviteScreen {...args} share={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'แชร์ลิงก์' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'คิวอาร์โค้ดลิงก์แนะนำเพื่อน' })).toBeVisible();
  },
};

/** Claim the commission: the balance (the header too) grows, nothing left to claim. */
export const ClaimCommission: Story = {
  decorators: [withHeaderBalance],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('claim ฿120.25', async () => {
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿1,250.50', {}, LONG)).toBeVisible();
      await userEvent.dblClick(await claimButton(canvasElement));
    });
    await step('paid once; below the minimum now', async () => {
      await expect(await canvas.findByText('รับค่าแนะนำ ฿120.25 เข้ายอดเงินคงเหลือแล้ว')).toBeVisible();
      await expect(await canvas.findByText('ยอดเงินคงเหลือ ฿1,370.75')).toBeVisible();
      const button = await claimButton(canvasElement, '฿0.00');
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('รับค่าแนะนำได้เมื่อมียอดสะสมตั้งแต่ ฿100.00');
      await expect(cards(canvasElement).summary.getByText('฿845.50')).toBeVisible();
      await expect(claims.count()).toBe(1);
    });
  },
};

/** ฿50 waiting, under the ฿100 minimum: the button waits, and says why. */
export const BelowMinimum: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          summaryOf({ invitedTotal: 2, invitedActive: 1, totalCommission: 50, pendingCommission: 50 }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const button = await claimButton(canvasElement, '฿50.00');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('รับค่าแนะนำได้เมื่อมียอดสะสมตั้งแต่ ฿100.00');
  },
};

/** Claimed in another tab, the screen still showing it: the server refuses, in Thai. */
export const ServerRefusesBelowMinimum: Story = {
  beforeEach: () => {
    claimCommission('100001');
  },
  parameters: {
    msw: {
      handlers: {
        player: [
          summaryOf({
            invitedTotal: 12,
            invitedActive: 7,
            totalCommission: 845.5,
            pendingCommission: 120.25,
          }),
          claims.handler,
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ค่าแนะนำเพื่อนต้องถึง 100 บาทจึงจะรับได้');
    await expect(claims.count()).toBe(1);
  },
};

/** A player nobody has joined through yet: zeros, and the link to start with. */
export const Empty: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const button = await claimButton(canvasElement, '฿0.00');
    await expect(button).toBeDisabled();
    await expect(figuresOf(cards(canvasElement).summary)).toEqual([
      ['เพื่อนที่สมัคร', '0 คน'],
      ['เพื่อนที่ฝากเงิน', '0 คน'],
      ['ค่าแนะนำทั้งหมด', '฿0.00'],
    ]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.getByRole('heading', { name: 'ลิงก์แนะนำเพื่อน' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'คัดลอกลิงก์' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(3), LONG);
    await expect(canvas.queryByRole('button', { name: 'คัดลอกลิงก์' })).toBeNull();
  },
};

export const ClaimFails: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('claimCommission', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await claimButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง');
    const claimable = await claimButton(canvasElement);
    await waitFor(() => expect(claimable).toBeEnabled());
  },
};

/** An agent's long custom code: the link wraps inside its box on a phone, Thai words whole. */
export const LongThaiText: Story = {
  decorators: [withPhonePage],
  parameters: {
    msw: {
      handlers: {
        player: [
          summaryOf({
            inviteCode: 'LUCKYSTAR-VIP-AGENT-SOMCHAI-2026-11-0000123456789',
            invitedTotal: 12,
            invitedActive: 7,
            totalCommission: 845.5,
            pendingCommission: 120.25,
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const link = canvas.getByText(
      `${ORIGIN}/register?inviter=LUCKYSTAR-VIP-AGENT-SOMCHAI-2026-11-0000123456789`,
    );
    const card = link.closest('.MuiCard-root') as HTMLElement;
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(await brokenWords(canvasElement, ['สมัคร', 'อัตโนมัติ', 'สแกน', 'เงื่อนไข'])).toEqual([]);
  },
};

export const HugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          summaryOf({
            invitedTotal: 1_234_567,
            invitedActive: 987_654,
            totalCommission: 99_999_999.99,
            pendingCommission: 12_345_678.9,
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const huge = await claimButton(canvasElement, '฿12,345,678.90');
    await waitFor(() => expect(huge).toBeEnabled());
    await ready(canvasElement);
    const { summary, rules } = cards(canvasElement);
    await expect(
      await rules.findByText('กดรับค่าแนะนำเข้ายอดเงินคงเหลือได้เมื่อมียอดสะสมตั้งแต่ ฿100.00', {}, LONG),
    ).toBeVisible();
    await expect(figuresOf(summary)).toEqual([
      ['เพื่อนที่สมัคร', '1,234,567 คน'],
      ['เพื่อนที่ฝากเงิน', '987,654 คน'],
      ['ค่าแนะนำทั้งหมด', '฿99,999,999.99'],
    ]);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await Default.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await Default.play?.(context);
    const { summary } = cards(context.canvasElement);
    const people = summary.getByText('12 คน');
    await expect(readsLeftToRight(people, '12', 'คน')).toBe(true);
    await expect(people.getBoundingClientRect().right).toBeLessThan(
      summary.getByText('เพื่อนที่สมัคร').getBoundingClientRect().left,
    );
  },
};

/** A 375 px phone: the link and its buttons first, nothing cut, Thai words whole. */
export const Mobile: Story = {
  decorators: [withPhoneFrame({ variant: 'device' })],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    const copyButton = canvas.getByRole('button', { name: 'คัดลอกลิงก์' });
    await expect(copyButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.top + PHONE.height);
    await expect(await brokenWords(context.canvasElement, ['สมัคร', 'อัตโนมัติ', 'สแกน'])).toEqual([]);
  },
};
