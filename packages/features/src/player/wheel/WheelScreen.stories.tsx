import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers, landOn, playerScenarios, setWheelClock, setWheelRandom, signToken } from '@pp/mocks';
import { allowMotion, brokenWords, reachesTouchSquare } from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  countRequests,
  getReturns,
  playerSession,
  postFails,
  withHeaderBalance,
  withPhonePage,
} from '../storyKit';
import { WheelScreen } from './WheelScreen';

const session = playerSession(signToken);
const happy = handlers.player ?? [];
const spins = countRequests('spinWheel');
const LONG = { timeout: 10_000 };

const meta = {
  title: 'Player/Lucky wheel',
  component: WheelScreen,
  loaders: session.loaders,
  decorators: session.decorators,
  beforeEach: () => {
    spins.reset();
    // New spins are stamped 20 Nov 2569 16:30 (Bangkok): the history's first row never moves.
    setWheelClock(() => new Date('2026-11-20T09:30:00.000Z'));
  },
  parameters: {
    router: { initialEntries: ['/player/wheel'] },
    msw: { handlers: { player: [spins.handler, ...happy] } },
  },
} satisfies Meta<typeof WheelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the wheel, the points and the history; returns the canvas and the spin button. */
async function wheel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('img', { name: /^กงล้อนำโชค 8 ช่อง/ }, LONG);
  await canvas.findByRole('list', { name: 'ประวัติการหมุน' }, LONG);
  await waitFor(() => expect(canvas.getByTestId('wheel-points')).not.toHaveTextContent('…'));
  return { canvas, spin: canvas.getByRole('button', { name: 'หมุนกงล้อ' }) };
}

/**
 * Spins, and checks what the player sees once the wheel has stopped: the prize dialog (closed
 * again with ตกลง), the points after the spin, the spin at the top of the history.
 */
async function spinAndSee(
  canvasElement: HTMLElement,
  expected: { title: string; label: string; body: string; points: string; row: string },
) {
  const { canvas, spin } = await wheel(canvasElement);
  await expect(canvas.getByTestId('wheel-points')).toHaveTextContent('35 แต้ม');
  await userEvent.click(spin);
  const dialog = await screen.findByRole('dialog', { name: expected.title }, LONG);
  await waitFor(() => expect(within(dialog).getByText(expected.label)).toBeVisible());
  // The dialog says it all when it takes the focus: its title, then the prize as its description.
  await expect(dialog).toHaveAccessibleDescription(expected.body);
  await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(canvas.getByRole('status')).toHaveTextContent(
    `กงล้อหยุดที่ ${expected.label} แต้มคงเหลือ ${expected.points}`,
  );
  await waitFor(() => expect(spin).toHaveFocus());
  await expect(canvas.getByTestId('wheel-points')).toHaveTextContent(expected.points);
  const history = canvas.getByRole('list', { name: 'ประวัติการหมุน' });
  await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(expected.row));
  await expect(within(history).getAllByRole('listitem')).toHaveLength(20);
  await expect(spins.count()).toBe(1);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, spin } = await wheel(canvasElement);
    await expect(canvas.getByRole('img', { name: /^กงล้อนำโชค/ })).toHaveAccessibleName(
      'กงล้อนำโชค 8 ช่อง: เครดิต ฿20, 3 แต้ม, ไม่ได้รางวัล, เครดิต ฿50, 10 แต้ม, เกือบแล้ว, เครดิต ฿100, แจ็กพอต ฿500',
    );
    await expect(canvas.getByTestId('wheel-points')).toHaveTextContent('35 แต้ม');
    await expect(canvas.getByText('หมุนละ 10 แต้ม')).toBeVisible();
    await expect(spin).toBeEnabled();
    const rows = within(canvas.getByRole('list', { name: 'ประวัติการหมุน' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(20);
    await expect(rows[0]).toHaveTextContent('ไม่ได้รางวัล');
  },
};

export const PrizeCredit: Story = {
  decorators: [withHeaderBalance],
  beforeEach: () => setWheelRandom(landOn(3)),
  play: async ({ canvasElement }) => {
    await spinAndSee(canvasElement, {
      title: 'ยินดีด้วย!',
      label: 'เครดิต ฿50',
      body: 'คุณได้รับเครดิต ฿50.00 เข้ายอดเงินคงเหลือแล้ว',
      points: '25 แต้ม',
      row: '+฿50.00',
    });
    await expect(await within(canvasElement).findByText('ยอดเงินคงเหลือ ฿1,300.50')).toBeVisible();
  },
};

export const PrizePoints: Story = {
  beforeEach: () => setWheelRandom(landOn(1)),
  play: async ({ canvasElement }) => {
    await spinAndSee(canvasElement, {
      title: 'ยินดีด้วย!',
      label: '3 แต้ม',
      body: 'คุณได้รับ 3 แต้ม เพิ่มในแต้มของคุณแล้ว',
      points: '28 แต้ม',
      row: '+3 แต้ม',
    });
  },
};

export const PrizeNone: Story = {
  beforeEach: () => setWheelRandom(landOn(5)),
  play: async ({ canvasElement }) => {
    await spinAndSee(canvasElement, {
      title: 'เสียดายจัง',
      label: 'เกือบแล้ว',
      body: 'กงล้อหยุดที่ "เกือบแล้ว" ครั้งนี้ยังไม่ได้รางวัล ลองใหม่อีกครั้งนะ',
      points: '25 แต้ม',
      row: 'ไม่ได้รางวัล',
    });
  },
};

/** The prize dialog over the stopped wheel (the screenshot is of the whole page). */
export const PrizeDialog: Story = {
  beforeEach: () => setWheelRandom(landOn(7)),
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const { spin } = await wheel(canvasElement);
    await userEvent.click(spin);
    const dialog = await screen.findByRole('dialog', { name: 'ยินดีด้วย!' }, LONG);
    await waitFor(() =>
      expect(within(dialog).getByText('คุณได้รับเครดิต ฿500.00 เข้ายอดเงินคงเหลือแล้ว')).toBeVisible(),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ตกลง' })).toHaveFocus());
  },
};

/**
 * With motion allowed the wheel turns about 4 s to the server's segment: the button is disabled
 * and says so from the click until the wheel stops, a second click sends nothing, the points show
 * the cost taken off but not the prize; the screenshot is of the stopped wheel.
 */
export const Spinning: Story = {
  beforeEach: () => {
    setWheelRandom(landOn(4));
    return allowMotion();
  },
  parameters: { screenshot: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const { canvas, spin } = await wheel(canvasElement);
    const segments = canvas.getByTestId('wheel-segments');
    await step('one spin only: the button is disabled from the click', async () => {
      // The server's answer is held, so the second click lands while the call is in flight.
      spins.hold();
      await userEvent.click(spin);
      await waitFor(() => expect(spin).toHaveTextContent('กำลังส่งคำขอ...'));
      await expect(spin).toBeDisabled();
      await userEvent.click(spin, { pointerEventsCheck: 0 });
      await expect(spins.count()).toBe(1);
      spins.release();
    });
    await step('the wheel turns, the cost taken off', async () => {
      await waitFor(() => expect(spin).toHaveTextContent('กำลังหมุน...'), LONG);
      // The rotor's transition is set in the frame after the server's answer.
      await waitFor(() => expect(segments.style.transition).toMatch(/^transform 4000ms cubic-bezier/), LONG);
      await waitFor(() => expect(canvas.getByTestId('wheel-points')).toHaveTextContent('25 แต้ม'), LONG);
    });
    await step('it stops on 10 แต้ม: the dialog, the points with the prize', async () => {
      const dialog = await screen.findByRole('dialog', { name: 'ยินดีด้วย!' }, LONG);
      await waitFor(() => expect(within(dialog).getByText('10 แต้ม')).toBeVisible());
      // Six whole turns and the middle of segment 4 (of 8) under the pointer.
      await expect(segments.style.transform).toBe(`rotate(${6 * 360 + 360 - 4.5 * 45}deg)`);
      await expect(canvas.getByTestId('wheel-points')).toHaveTextContent('35 แต้ม');
      // The history (behind the modal) has loaded again with the spin on top, and the dialog's
      // button has the focus.
      const history = canvas.getByRole('list', { name: 'ประวัติการหมุน', hidden: true });
      await waitFor(() =>
        expect(within(history).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('+10 แต้ม'),
      );
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ตกลง' })).toHaveFocus());
    });
  },
};

/** The device asks for reduced motion (the test browser's default): no turning, the result at once. */
export const ReducedMotion: Story = {
  beforeEach: () => setWheelRandom(landOn(2)),
  play: async ({ canvasElement }) => {
    const { canvas, spin } = await wheel(canvasElement);
    await userEvent.click(spin);
    await screen.findByRole('dialog', { name: 'เสียดายจัง' });
    const segments = canvas.getByTestId('wheel-segments');
    await expect(segments.style.transition).toBe('none');
    await expect(segments.style.transform).toBe(`rotate(${6 * 360 + 360 - 2.5 * 45}deg)`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NotEnoughPoints: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('wheelPoints', { data: { playerId: '100001', points: 5, earned: 5, spent: 0, won: 0 } }),
          spins.handler,
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /^กงล้อนำโชค/ }, LONG);
    await expect(await canvas.findByText('แต้มไม่พอสำหรับการหมุน ฝากเงินทุก ฿100 รับ 1 แต้ม')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'หมุนกงล้อ' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'ฝากเงินเพื่อรับแต้ม' })).toHaveAttribute(
      'href',
      '/player/deposit',
    );
    await expect(spins.count()).toBe(0);
  },
};

/** The points on screen were stale: the server refuses (409), the message shows, nothing turns. */
export const ServerRefusesSpin: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          postFails('spinWheel', 409, { message: 'แต้มไม่พอสำหรับการหมุน', code: 'points.insufficient' }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, spin } = await wheel(canvasElement);
    await userEvent.click(spin);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('แต้มไม่พอสำหรับการหมุน');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(spin).toBeEnabled();
  },
};

export const SpinFails: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('spinWheel', 'error') } } },
  play: async ({ canvasElement }) => {
    const { canvas, spin } = await wheel(canvasElement);
    await userEvent.click(spin);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง');
    await expect(spin).toBeEnabled();
  },
};

/** The spin is on its way: the button says so and refuses a second press. */
export const Sending: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('spinWheel', 'loading') } } },
  play: async ({ canvasElement }) => {
    const { canvas, spin } = await wheel(canvasElement);
    await userEvent.click(spin);
    await expect(await canvas.findByRole('button', { name: 'กำลังส่งคำขอ...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('กำลังโหลด...');
    await expect(canvas.queryByRole('button', { name: 'หมุนกงล้อ' })).toBeNull();
    // What the wheel is for shows before the setting arrives (and in the prerendered page shell).
    await expect(canvas.getByText(/^ใช้แต้มสะสมหมุนกงล้อ/)).toBeVisible();
  },
};

export const EmptySetting: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('กงล้อยังไม่เปิดให้หมุนในขณะนี้', {}, LONG)).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีประวัติการหมุน')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'หมุนกงล้อ' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง')).toHaveLength(2), LONG);
    await expect(canvas.getAllByRole('button', { name: 'ลองใหม่' })).toHaveLength(2);
  },
};

const LONG_LABELS = [
  'เครดิตฟรีเข้ากระเป๋าทันที ฿20',
  'แต้มสะสมพิเศษ 3 แต้ม',
  'เสียใจด้วยนะ รอบหน้าเอาใหม่',
  'เครดิตโบนัสสุดคุ้ม ฿50',
  'หมุนฟรีอีกหนึ่งรอบ 10 แต้ม',
  'เกือบได้แล้ว ลองอีกครั้ง',
  'เครดิตใหญ่ประจำวัน ฿100',
  'แจ็กพอตแตกใหญ่ ฿500',
];

export const LongThaiLabels: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('wheelSetting', {
            data: {
              costPerSpin: 10,
              segments: LONG_LABELS.map((label, index) => ({
                label,
                prize: 'none',
                value: 0,
                weight: 1,
                color: [
                  '#1e88e5',
                  '#ffb300',
                  '#5e35b1',
                  '#43a047',
                  '#e53935',
                  '#00897b',
                  '#fb8c00',
                  '#d81b60',
                ][index],
              })),
            },
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = await canvas.findByRole('img', { name: /^กงล้อนำโชค 8 ช่อง/ }, LONG);
    // Every label stays inside the wheel's circle.
    const box = svg.getBoundingClientRect();
    for (const text of svg.querySelectorAll('text')) {
      const label = text.getBoundingClientRect();
      const centre = { x: box.left + box.width / 2, y: box.top + (box.height * 116) / 226 };
      const radius = (box.width * 106) / 220;
      for (const [x, y] of [
        [label.left, label.top],
        [label.right, label.top],
        [label.left, label.bottom],
        [label.right, label.bottom],
      ] as const) {
        await expect(Math.hypot(x - centre.x, y - centre.y)).toBeLessThanOrEqual(radius + 1);
      }
    }
  },
};

export const HugeNumbers: Story = {
  parameters: {
    msw: {
      handlers: {
        player: [
          getReturns('wheelPoints', {
            data: { playerId: '100001', points: 9_999_999, earned: 9_999_999, spent: 0, won: 0 },
          }),
          getReturns('wheelSetting', {
            data: {
              costPerSpin: 1_000_000,
              segments: [
                { label: 'เครดิต ฿9,999,999', prize: 'credit', value: 9_999_999, weight: 1, color: '#1e88e5' },
                { label: 'ไม่ได้รางวัล', prize: 'none', value: 0, weight: 1, color: '#5e35b1' },
              ],
            },
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /^กงล้อนำโชค 2 ช่อง/ }, LONG);
    await expect(await canvas.findByText('9,999,999 แต้ม')).toBeVisible();
    await expect(canvas.getByText('หมุนละ 1,000,000 แต้ม')).toBeVisible();
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
  beforeEach: () => setWheelRandom(landOn(3)),
  play: async (context) => {
    await spinAndSee(context.canvasElement, {
      title: 'ยินดีด้วย!',
      label: 'เครดิต ฿50',
      body: 'คุณได้รับเครดิต ฿50.00 เข้ายอดเงินคงเหลือแล้ว',
      points: '25 แต้ม',
      row: '+฿50.00',
    });
  },
};

/** A 375 px phone: the wheel fills the page's width, the button a thumb's tap, no word cut. */
export const Mobile: Story = {
  decorators: [withPhonePage],
  beforeEach: () => setWheelRandom(landOn(0)),
  play: async (context) => {
    const { canvas, spin } = await wheel(context.canvasElement);
    const svg = canvas.getByRole('img', { name: /^กงล้อนำโชค/ });
    const card = svg.closest('.MuiCardContent-root');
    if (!card) throw new globalThis.Error('the wheel sits in a card');
    const inner = card.getBoundingClientRect().width - 2 * parseFloat(getComputedStyle(card).paddingLeft);
    await expect(Math.abs(svg.getBoundingClientRect().width - inner)).toBeLessThan(1);
    await expect(reachesTouchSquare(spin)).toBe(true);
    // The page's text cuts no Thai word (the wheel's SVG labels split at a space on purpose).
    const figures = canvas.getByTestId('wheel-points').closest('.MuiStack-root');
    for (const part of [figures, canvas.getByRole('list', { name: 'ประวัติการหมุน' })]) {
      if (part) await expect(await brokenWords(part)).toEqual([]);
    }
    await spinAndSee(context.canvasElement, {
      title: 'ยินดีด้วย!',
      label: 'เครดิต ฿20',
      body: 'คุณได้รับเครดิต ฿20.00 เข้ายอดเงินคงเหลือแล้ว',
      points: '25 แต้ม',
      row: '+฿20.00',
    });
  },
};
