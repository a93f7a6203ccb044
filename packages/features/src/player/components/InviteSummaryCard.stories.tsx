import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { handlers, playerScenarios, signToken } from '@pp/mocks';
import { expect, userEvent, within } from 'storybook/test';

import { pathTo } from '../../shared/routes/paths';
import { InviteSummaryCard } from './InviteSummaryCard';
import { getFailsThenRecovers, getReturns, playerSession } from '../storyKit';

const session = playerSession(signToken);
const happy = handlers.player ?? [];

/** The card as wide as its column of the home dashboard (4 of 12). */
const withCardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 420 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Player/Home/InviteSummaryCard',
  component: InviteSummaryCard,
  loaders: session.loaders,
  decorators: [withCardWidth, ...session.decorators],
  parameters: { router: { initialEntries: ['/dashboard/analytics'] } },
} satisfies Meta<typeof InviteSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET invite summary answers these figures (baht) for the demo player. */
function summaryOf(figures: {
  inviteCode?: string;
  invitedTotal: number;
  invitedActive: number;
  invitedThisMonth: number;
  totalCommission: number;
  pendingCommission: number;
}) {
  const inviteCode = figures.inviteCode ?? '100001';
  return [
    getReturns('inviteSummary', {
      data: {
        playerId: '100001',
        inviteLink: pathTo.invite(inviteCode),
        ...figures,
        inviteCode,
      },
    }),
    ...happy,
  ];
}

/** The figures of the card as label -> value, in the order shown. */
async function figures(canvasElement: HTMLElement): Promise<[string, string][]> {
  const canvas = within(canvasElement);
  const terms = await canvas.findAllByRole('term', {}, { timeout: 5000 });
  const values = canvas.getAllByRole('definition');
  return terms.map((term, i) => [term.textContent ?? '', values[i]?.textContent ?? '']);
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the invite code and the four figures', async () => {
      await expect(await canvas.findByText('รหัสแนะนำ 100001')).toBeVisible();
      await expect(await figures(canvasElement)).toEqual([
        ['เพื่อนที่สมัคร', '12 คน'],
        ['เพื่อนที่ใช้งาน', '7 คน'],
        ['ค่าแนะนำทั้งหมด', '฿845.50'],
        ['รอรับ', '฿120.25'],
      ]);
      await expect(canvas.getByText('฿845.50')).toBeVisible();
      await expect(canvas.getByText('สมัครเดือนนี้ 3 คน')).toBeVisible();
    });
    await step('the title and the way to invite more friends', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'แนะนำเพื่อน' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'ชวนเพื่อนเพิ่ม' })).toHaveAttribute(
        'href',
        '/player/invite',
      );
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.getByRole('heading', { name: 'แนะนำเพื่อน' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ชวนเพื่อนเพิ่ม' })).toBeVisible();
    await expect(canvas.queryByText(/รหัสแนะนำ/)).toBeNull();
  },
};

/** A player who has invited nobody yet: zeros, not blanks. */
export const NoInvites: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('รหัสแนะนำ 100001')).toBeVisible();
    await expect(await figures(canvasElement)).toEqual([
      ['เพื่อนที่สมัคร', '0 คน'],
      ['เพื่อนที่ใช้งาน', '0 คน'],
      ['ค่าแนะนำทั้งหมด', '฿0.00'],
      ['รอรับ', '฿0.00'],
    ]);
    await expect(canvas.getByText('สมัครเดือนนี้ 0 คน')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ชวนเพื่อนเพิ่ม' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('inviteSummary', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    await expect(canvas.getByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    await expect(canvas.getByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    // Inviting does not need the figures.
    await expect(canvas.getByRole('link', { name: 'ชวนเพื่อนเพิ่ม' })).toBeVisible();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** The first load fails; the card's own retry brings the figures. */
export const RetryRecovers: Story = {
  parameters: { msw: { handlers: { player: [getFailsThenRecovers('inviteSummary'), ...happy] } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure, with a retry', async () => {
      await expect(await canvas.findByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
    });
    await step('retry loads the figures', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ลองใหม่' }));
      await expect(await canvas.findByText('12 คน')).toBeVisible();
      await expect(canvas.getByText('รหัสแนะนำ 100001')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'ลองใหม่' })).toBeNull();
    });
  },
};

/** Millions of friends and tens of millions of baht wrap inside their column. */
export const HugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: summaryOf({
          invitedTotal: 1_234_567,
          invitedActive: 987_654,
          invitedThisMonth: 45_678,
          totalCommission: 99_999_999.99,
          pendingCommission: 12_345_678.9,
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await figures(canvasElement)).toEqual([
      ['เพื่อนที่สมัคร', '1,234,567 คน'],
      ['เพื่อนที่ใช้งาน', '987,654 คน'],
      ['ค่าแนะนำทั้งหมด', '฿99,999,999.99'],
      ['รอรับ', '฿12,345,678.90'],
    ]);
    await expect(canvas.getByText('สมัครเดือนนี้ 45,678 คน')).toBeVisible();
    const card = canvas.getByRole('heading', { name: 'แนะนำเพื่อน' }).closest('.MuiCard-root');
    await expect(card).not.toBeNull();
    const right = (card as HTMLElement).getBoundingClientRect().right;
    for (const value of canvas.getAllByRole('definition')) {
      await expect(value).toBeVisible();
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/** A long alphanumeric invite code (an agent's custom code) stays inside the card. */
export const LongInviteCode: Story = {
  parameters: {
    msw: {
      handlers: {
        player: summaryOf({
          inviteCode: 'LUCKYSTAR-VIP-AGENT-SOMCHAI-2026-11-0000123456789',
          invitedTotal: 12,
          invitedActive: 7,
          invitedThisMonth: 3,
          totalCommission: 845.5,
          pendingCommission: 120.25,
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByText('รหัสแนะนำ LUCKYSTAR-VIP-AGENT-SOMCHAI-2026-11-0000123456789');
    await expect(code).toBeVisible();
    await expect(canvas.getByText('12 คน')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByText('12 คน')).toBeVisible();
    // The first figure starts at the inline start: on the right in RTL.
    const [total, active] = canvas.getAllByRole('term');
    await expect((total as HTMLElement).getBoundingClientRect().left).toBeGreaterThan(
      (active as HTMLElement).getBoundingClientRect().right,
    );
  },
};
