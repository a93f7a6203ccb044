import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminScenarios, handlers, playerScenarios, signToken } from '@pp/mocks';
import {
  brokenWords,
  noSidewaysScroll,
  reachesTouchSquare,
  storyFontsLoaded,
  withNotification,
} from '@pp/ui/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { AdminUserWire } from '../api/schemas';
import {
  adminCount,
  adminFails,
  adminReturns,
  adminSession,
  adminWriteFails,
  withAdminPhonePage,
} from '../storyKit';
import { UsersScreen } from './UsersScreen';

const session = adminSession(signToken);
const happy = handlers.admin ?? [];
const statusWrites = adminCount('userStatus');

const meta = {
  title: 'Admin/Users',
  component: UsersScreen,
  loaders: session.loaders,
  decorators: [withNotification, ...session.decorators],
  globals: { locale: 'th' },
  beforeEach: () => statusWrites.reset(),
  parameters: {
    router: { initialEntries: ['/admin/users'] },
    msw: { handlers: { admin: [statusWrites.handler, ...happy] } },
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 8000 };

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'รายชื่อผู้เล่น' }, LONG);
const bodyRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);

/** The open dialog, once it has faded in. */
async function dialog(name?: RegExp) {
  const found = await screen.findByRole('dialog', name ? { name } : {}, LONG);
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('today and all registrations', async () => {
      await expect(await canvas.findByText('พบ 43 คน', {}, LONG)).toBeVisible();
      const today = canvas.getByRole('heading', { name: 'สมัครวันนี้' }).parentElement!;
      const all = canvas.getByRole('heading', { name: 'ผู้เล่นทั้งหมด' }).parentElement!;
      await waitFor(() => expect(today).toHaveTextContent('สมัครวันนี้3'));
      await expect(all).toHaveTextContent('ผู้เล่นทั้งหมด43');
    });
    await step('players, newest first, with bank, balance and status', async () => {
      const rows = await bodyRows(canvasElement);
      await expect(rows).toHaveLength(25);
      await expect(rows[0]).toHaveTextContent('0961029324');
      await expect(canvas.getByText('1–25 จาก 43')).toBeVisible();
      const somying = rows.find((row) => row.textContent?.includes('0823456789'))!;
      await expect(somying).toHaveTextContent('สมหญิง รักเล่น');
      await expect(somying).toHaveTextContent('SCB4071234567');
      await expect(somying).toHaveTextContent('฿1,100.00');
      await expect(within(somying).getByText('ใช้งานอยู่')).toBeVisible();
    });
  },
};

const search = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'ค้นหาชื่อผู้ใช้ ชื่อ หรือรหัส' }, LONG), text);
  await waitFor(() => expect(canvas.getByText('พบ 1 คน')).toBeVisible(), LONG);
};

/** The search goes to the server once the typing stops. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'สมชาย');
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('0812345678');
    await expect(rows[0]).toHaveTextContent('฿1,250.50');
  },
};

/** Banned players only. */
export const BannedOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'สถานะ' }, LONG));
    await userEvent.click(await screen.findByRole('option', { name: 'ถูกระงับ' }));
    await waitFor(() => expect(canvas.getByText('พบ 2 คน')).toBeVisible(), LONG);
    for (const row of await bodyRows(canvasElement)) {
      await expect(within(row).getByText('ถูกระงับ')).toBeVisible();
      await expect(within(row).getByRole('button', { name: /^ยกเลิกระงับ / })).toBeVisible();
    }
  },
};

/** A player's detail: balance (admins may read it), bank, recent history, received promotions. */
export const PlayerDetail: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0812345678');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ดูข้อมูล สมชาย ใจดี' }));
    const detail = within(await dialog(/^ผู้เล่น 0812345678/));
    await expect(await detail.findByText('฿1,250.50', {}, LONG)).toBeVisible();
    await expect(detail.getByText('0481234567')).toBeVisible();
    const history = detail.getByRole('heading', { name: 'รายการล่าสุด' }).parentElement!;
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(10), LONG);
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('ฝากเงิน');
    const promotions = detail.getByRole('heading', { name: 'โปรโมชั่นที่ได้รับ' }).parentElement!;
    await expect(await within(promotions).findByText('สมาชิกใหม่รับโบนัส 100%', {}, LONG)).toBeVisible();
    await expect(within(promotions).getByText('สำเร็จแล้ว')).toBeVisible();
  },
};

/** Ban: asked first; one request with its key; the list shows the player banned. */
export const Ban: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, '0812345678');
    await step('ask, then ban', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ระงับ สมชาย ใจดี' }));
      const confirm = await dialog(/^ระงับบัญชี สมชาย ใจดี\?$/);
      await expect(confirm).toHaveTextContent('เข้าสู่ระบบไม่ได้จนกว่าจะยกเลิกการระงับ');
      await userEvent.click(within(confirm).getByRole('button', { name: 'ระงับบัญชี' }));
    });
    await step('banned, said so, list reloaded', async () => {
      const toast = await screen.findByText('ระงับบัญชี สมชาย ใจดี แล้ว', {}, LONG);
      await waitFor(() => expect(toast).toBeVisible());
      const row = (await bodyRows(canvasElement))[0]!;
      await waitFor(() => expect(within(row).getByText('ถูกระงับ')).toBeVisible(), LONG);
      await expect(within(row).getByRole('button', { name: 'ยกเลิกระงับ สมชาย ใจดี' })).toBeVisible();
      await expect(statusWrites.count()).toBe(1);
      await expect(statusWrites.keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
};

/** Unban from the player's detail: the detail follows. */
export const UnbanFromDetail: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0899999999');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^ดูข้อมูล / }));
    const detail = within(await dialog(/^ผู้เล่น 0899999999/));
    await expect(detail.getByText('ถูกระงับ')).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: 'ยกเลิกระงับ' }));
    const confirm = await dialog(/^ยกเลิกการระงับ /);
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิกการระงับ' }));
    await waitFor(() => expect(detail.getByText('ใช้งานอยู่')).toBeVisible(), LONG);
    await waitFor(() => expect(detail.getByRole('button', { name: 'ระงับ' })).toBeVisible(), LONG);
    await expect(statusWrites.count()).toBe(1);
  },
};

/** A double click on the confirmation sends one request. */
export const DoubleClickSendsOne: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0812345678');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ระงับ สมชาย ใจดี' }));
    const confirm = await dialog(/^ระงับบัญชี/);
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'ระงับบัญชี' }));
    const row = (await bodyRows(canvasElement))[0]!;
    await waitFor(() => expect(within(row).getByText('ถูกระงับ')).toBeVisible(), LONG);
    await expect(statusWrites.count()).toBe(1);
  },
};

/** The ban fails on the server: said in the dialog, which stays to try again. */
export const BanFails: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [adminWriteFails('userStatus', 500, { message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0812345678');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ระงับ สมชาย ใจดี' }));
    const confirm = within(await dialog(/^ระงับบัญชี/));
    await userEvent.click(confirm.getByRole('button', { name: 'ระงับบัญชี' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(
      'เซิร์ฟเวอร์ทำรายการไม่สำเร็จ: ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
    );
    await expect(confirm.getByRole('button', { name: 'ระงับบัญชี' })).toBeEnabled();
  },
};

/** The detail's balance fails: said in place, with a retry; the rest of the detail is there. */
export const DetailPartFails: Story = {
  parameters: { msw: { handlers: { player: playerScenarios.endpoint('balance', 'error') } } },
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0812345678');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ดูข้อมูล สมชาย ใจดี' }));
    const detail = within(await dialog(/^ผู้เล่น/));
    await waitFor(
      () => expect(detail.getAllByRole('button', { name: 'ลองอีกครั้ง' }).length).toBeGreaterThan(0),
      LONG,
    );
    await expect(await detail.findByText('สมาชิกใหม่รับโบนัส 100%', {}, LONG)).toBeVisible();
  },
};

const page = (items: AdminUserWire[]) => ({ data: { items, total: items.length, page: 1, pageSize: 25 } });

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminReturns('users', page([])),
          adminReturns('userCount', { data: { today: 0, total: 0 } }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีผู้เล่น', {}, LONG)).toBeVisible();
    // The two counts come from their own call: they may land after the empty list.
    await waitFor(() => expect(canvas.getAllByText('0')).toHaveLength(2), LONG);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'รายชื่อผู้เล่น' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'ลองอีกครั้ง' })).toHaveLength(2), LONG);
    await expect(canvas.getAllByText(/ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง/)).toHaveLength(2);
  },
};

/** A token without the admin role: the API answers 403 to both reads. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminFails('users', 403, { message: 'Forbidden' }),
          adminFails('userCount', 403, { message: 'Forbidden' }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getAllByText('เฉพาะผู้ดูแลระบบเท่านั้นที่ดูข้อมูลนี้ได้ โปรดเข้าสู่ระบบด้วยบัญชีผู้ดูแล')).toHaveLength(2),
      LONG,
    );
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getAllByText('ติดต่อเซิร์ฟเวอร์ไม่ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง')).toHaveLength(2),
      LONG,
    );
  },
};

const LONG_NAME = 'นางสาวกาญจนาภรณ์ ศรีสุวรรณวงศ์ไพบูลย์เจริญทรัพย์มั่งคั่งยั่งยืน ณ อยุธยา';

function wireUser(index: number, patch: Partial<AdminUserWire> = {}): AdminUserWire {
  return {
    id: String(200_000 + index),
    username: `09${String(70_000_000 + index).padStart(8, '0')}`,
    name: 'กมลชนก ทองดี',
    status: 'active',
    credit: 0,
    book_number: '7770100000',
    bank_name: 'KBANK',
    PromotionID: null,
    PromotionDetail: null,
    PromotionStatus: null,
    role: 'player',
    createdAt: '2026-11-23T03:00:00.000Z',
    ...patch,
  };
}

/** Long Thai names wrap whole words; ฿99,999,999.99 stays in its column; huge counts too. */
export const LongThaiNamesHugeAmounts: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminReturns(
            'users',
            page([
              wireUser(0, { name: LONG_NAME, credit: 99_999_999.99 }),
              wireUser(1, { name: LONG_NAME, credit: 99_999_999.99, status: 'banned', bank_name: 'CIMBT' }),
              wireUser(2, { credit: 0.01 }),
            ]),
          ),
          adminReturns('userCount', { data: { today: 12_345, total: 9_876_543 } }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('฿99,999,999.99', {}, LONG))[0]).toBeVisible();
    await expect(await canvas.findByText('9,876,543', {}, LONG)).toBeVisible();
    await expect(canvas.getAllByText(LONG_NAME)).toHaveLength(2);
    await expect(await brokenWords(canvasElement, ['กาญจนาภรณ์', 'ศรีสุวรรณวงศ์', 'อยุธยา'])).toEqual([]);
    const card = canvas.getByRole('table').closest('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
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
    const row = (await bodyRows(context.canvasElement))[0]!;
    const username = within(row).getByText('0961029324');
    const view = within(row).getByRole('button', { name: /^ดูข้อมูล/ });
    await expect(view.getBoundingClientRect().right).toBeLessThan(username.getBoundingClientRect().left);
  },
};

/** A 375 px phone: the figures stacked, players as cards with the same actions, 44 px targets. */
export const Mobile: Story = {
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'รายชื่อผู้เล่น' }, LONG);
    await waitFor(
      () => expect(within(list).getAllByRole('button', { name: /^ดูข้อมูล/ })).toHaveLength(25),
      LONG,
    );
    await storyFontsLoaded();
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame, { slack: 1 });
    const buttons = within(list).getAllByRole('button');
    for (const button of buttons.slice(0, 4)) await expect(reachesTouchSquare(button)).toBe(true);
    await userEvent.click(within(list).getAllByRole('button', { name: /^ดูข้อมูล/ })[0]!);
    await expect(await dialog(/^ผู้เล่น/)).toBeVisible();
  },
};
