import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminScenarios, handlers, signToken } from '@pp/mocks';
import { brokenWords, noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  adminCount,
  adminFails,
  adminPattern,
  adminReturns,
  adminSession,
  adminWriteFails,
  withAdminPhonePage,
} from '../storyKit';
import { AdminPromotionsScreen } from './AdminPromotionsScreen';
import {
  bodyRowsOf,
  checkPhoneList,
  dialogNamed,
  fillFields,
  LONG,
  page,
  rowWith,
  seeNotice,
  settle,
} from './storyHelpers';

const session = adminSession(signToken);
const happy = handlers.admin ?? [];
const creates = adminCount('promotions');
const edits = adminCount('promotion', 'put');
const switches = adminCount('promotionActive');

const meta = {
  title: 'Admin/Promotions',
  component: AdminPromotionsScreen,
  loaders: session.loaders,
  decorators: [withNotification, ...session.decorators],
  globals: { locale: 'th' },
  beforeEach: () => {
    creates.reset();
    edits.reset();
    switches.reset();
  },
  parameters: {
    // The whole page: a dialog or a notice is part of what an admin sees.
    screenshot: { target: 'body' },
    router: { initialEntries: ['/admin/promotions'] },
    msw: { handlers: { admin: [creates.handler, edits.handler, switches.handler, ...happy] } },
  },
} satisfies Meta<typeof AdminPromotionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'โปรโมชั่น' });
const bodyRows = (canvasElement: HTMLElement) => bodyRowsOf(table(canvasElement));
const rowOf = (canvasElement: HTMLElement, title: string) => rowWith(table(canvasElement), title);
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByText('5 โปรโมชั่น', {}, LONG);

const NEW_PROMOTION = {
  ชื่อโปรโมชั่น: 'ฝากวันเกิด รับ 50%',
  รายละเอียด: 'ฝากในวันเกิดขั้นต่ำ 200 บาท รับโบนัส 50%',
  'โบนัส (%)': '50',
  โบนัสสูงสุด: '300',
  ยอดฝากขั้นต่ำ: '200',
  'เทิร์นโอเวอร์ (เท่า)': '2',
};

/** Every promotion, disabled ones too, with its figures and how often it was claimed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'โปรโมชั่น' }, LONG)).toBeVisible();
    await loaded(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    const daily = rowOf(canvasElement, 'ฝากแรกของวัน รับ 10%');
    await expect(daily.getByText('10%')).toBeVisible();
    await expect(daily.getByText('฿1,000.00')).toBeVisible();
    await expect(daily.getByText('฿300.00')).toBeVisible();
    await expect(daily.getByText('3 เท่า')).toBeVisible();
    await expect(daily.getByText('ใช้งานอยู่')).toBeVisible();
    await expect(daily.getByRole('button', { name: 'แก้ไข ฝากแรกของวัน รับ 10%' })).toBeVisible();
    await expect(daily.getByRole('button', { name: 'ปิดใช้งาน ฝากแรกของวัน รับ 10%' })).toBeVisible();
    const none = rowOf(canvasElement, 'ไม่รับโบนัส ถอนได้ทันที');
    await expect(none.getByText('0%')).toBeVisible();
    await expect(none.getByText('0 เท่า')).toBeVisible();
  },
};

/** A new promotion: the form, one request with its idempotency key, then the row in the table. */
export const CreatePromotion: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('fill the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
      const dialog = await dialogNamed('เพิ่มโปรโมชั่น');
      await fillFields(dialog, NEW_PROMOTION);
      await userEvent.click(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    });
    await step('saved once, and in the table', async () => {
      await seeNotice('สร้างโปรโมชั่น “ฝากวันเกิด รับ 50%” แล้ว');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(await canvas.findByText('6 โปรโมชั่น', {}, LONG)).toBeVisible();
      const row = rowOf(canvasElement, 'ฝากวันเกิด รับ 50%');
      await expect(row.getByText('50%')).toBeVisible();
      await expect(row.getByText('฿300.00')).toBeVisible();
      await expect(row.getByText('฿200.00')).toBeVisible();
      await expect(row.getByText('2 เท่า')).toBeVisible();
      await expect(creates.count()).toBe(1);
      await expect(creates.keys()[0]).toMatch(UUID);
    });
  },
};

/** An edit: the form starts with the promotion's figures; the row shows the change. */
export const EditPromotion: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      rowOf(canvasElement, 'ฝากแรกของวัน รับ 10%').getByRole('button', { name: 'แก้ไข ฝากแรกของวัน รับ 10%' }),
    );
    const dialog = await dialogNamed('แก้ไขโปรโมชั่น');
    await expect(dialog.getByRole('textbox', { name: 'โบนัสสูงสุด' })).toHaveValue('1,000');
    await expect(dialog.getByRole('textbox', { name: 'ยอดฝากขั้นต่ำ' })).toHaveValue('300');
    await expect(dialog.getByRole('textbox', { name: 'ที่อยู่รูปภาพ' })).toHaveValue(
      '/images/promotions/daily-10.svg',
    );
    await fillFields(dialog, { โบนัสสูงสุด: '1,500' });
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกการแก้ไข' }));
    await seeNotice('บันทึกโปรโมชั่น “ฝากแรกของวัน รับ 10%” แล้ว');
    await waitFor(() =>
      expect(rowOf(canvasElement, 'ฝากแรกของวัน รับ 10%').getByText('฿1,500.00')).toBeVisible(),
    );
    await expect(edits.count()).toBe(1);
  },
};

/** Disable asks first (never a delete); the row says disabled, and it can be enabled again. */
export const DisableAndEnable: Story = {
  play: async ({ canvasElement, step }) => {
    await loaded(canvasElement);
    const title = 'โปรสุดสัปดาห์ รับ 20%';
    await step('disable, asked first', async () => {
      await userEvent.click(rowOf(canvasElement, title).getByRole('button', { name: `ปิดใช้งาน ${title}` }));
      const confirm = within(await page.findByRole('dialog', { name: 'ปิดใช้งานโปรโมชั่นนี้?' }));
      await waitFor(() => expect(confirm.getByText(/ผู้เล่นที่รับไปแล้วยังคงใช้ต่อได้/)).toBeVisible(), LONG);
      await userEvent.click(confirm.getByRole('button', { name: 'ปิดใช้งาน' }));
      await seeNotice(`ปิดใช้งาน “${title}” แล้ว`);
      await waitFor(() => expect(rowOf(canvasElement, title).getByText('ปิดใช้งาน')).toBeVisible());
    });
    await step('enable again', async () => {
      await userEvent.click(rowOf(canvasElement, title).getByRole('button', { name: `เปิดใช้งาน ${title}` }));
      const confirm = within(await page.findByRole('dialog', { name: 'เปิดใช้งานโปรโมชั่นนี้?' }));
      await userEvent.click(confirm.getByRole('button', { name: 'เปิดใช้งาน' }));
      await seeNotice(`เปิดใช้งาน “${title}” แล้ว`);
      await waitFor(() => expect(rowOf(canvasElement, title).getByText('ใช้งานอยู่')).toBeVisible(), LONG);
      await expect(switches.count()).toBe(2);
    });
  },
};

/** The rules at their fields, nothing sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
    const dialog = await dialogNamed('เพิ่มโปรโมชั่น');
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    await expect(await dialog.findByText('กรุณากรอกชื่อโปรโมชั่น')).toBeVisible();
    await expect(dialog.getAllByText('กรุณากรอกจำนวนเงิน')).toHaveLength(2);
    await expect(dialog.getAllByText('กรุณากรอกตัวเลข')).toHaveLength(2);
    await expect(dialog.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' })).toHaveFocus();
    await fillFields(dialog, {
      ชื่อโปรโมชั่น: 'โปรทดสอบ',
      'โบนัส (%)': '1200',
      โบนัสสูงสุด: '10.555',
      ยอดฝากขั้นต่ำ: '-5',
      'เทิร์นโอเวอร์ (เท่า)': 'สิบ',
      ที่อยู่รูปภาพ: 'javascript:alert(1)',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    await expect(await dialog.findByText('ระหว่าง 0 ถึง 1,000')).toBeVisible();
    await expect(dialog.getByText('ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง')).toBeVisible();
    await expect(dialog.getByText('จำนวนเงินติดลบไม่ได้')).toBeVisible();
    await expect(dialog.getByText('กรุณากรอกเป็นตัวเลข เช่น 10 หรือ 12.5')).toBeVisible();
    await expect(dialog.getByText('ต้องเป็นที่อยู่ https:// หรือพาธที่ขึ้นต้นด้วย /')).toBeVisible();
    await expect(creates.count()).toBe(0);
  },
};

/** The server refuses a field (400 with `field`): its words under that field; the form keeps its input. */
export const ServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminWriteFails('promotions', 400, {
            message: 'มีโปรโมชั่นชื่อนี้อยู่แล้ว',
            code: 'title.exists',
            field: 'title',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
    const dialog = await dialogNamed('เพิ่มโปรโมชั่น');
    await fillFields(dialog, NEW_PROMOTION);
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    const title = dialog.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('มีโปรโมชั่นชื่อนี้อยู่แล้ว'), LONG);
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expect(title).toHaveValue('ฝากวันเกิด รับ 50%');
    await expect(dialog.getByRole('textbox', { name: 'โบนัสสูงสุด' })).toHaveValue('300');
  },
};

/** An edit the server cannot do (500): said above the fields, what was typed stays. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          http.put(adminPattern('promotion'), () =>
            HttpResponse.json({ message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }, { status: 500 }),
          ),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      rowOf(canvasElement, 'ฝากแรกของวัน รับ 10%').getByRole('button', { name: 'แก้ไข ฝากแรกของวัน รับ 10%' }),
    );
    const dialog = await dialogNamed('แก้ไขโปรโมชั่น');
    await fillFields(dialog, { ชื่อโปรโมชั่น: 'ฝากแรกของวัน รับ 15%' });
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกการแก้ไข' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(
      'เซิร์ฟเวอร์ทำรายการไม่สำเร็จ: ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง ยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดลองอีกครั้ง',
    );
    await expect(dialog.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' })).toHaveValue('ฝากแรกของวัน รับ 15%');
  },
};

/** No answer at all: the form says the server could not be reached and nothing changed, input kept. */
export const CreateNetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.endpoint('createPromotion', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
    const dialog = await dialogNamed('เพิ่มโปรโมชั่น');
    await fillFields(dialog, NEW_PROMOTION);
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(
      'ติดต่อเซิร์ฟเวอร์ไม่ได้ ยังไม่มีการเปลี่ยนแปลงใด ๆ',
    );
    await expect(dialog.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' })).toHaveValue('ฝากวันเกิด รับ 50%');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' })).toBeEnabled(), LONG);
  },
};

/** The switch is refused (403): said in the dialog, which stays open; the row is unchanged. */
export const SwitchForbidden: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [adminWriteFails('promotionActive', 403, { message: 'ไม่มีสิทธิ์ทำรายการนี้' }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const title = 'ฝากแรกของวัน รับ 10%';
    await userEvent.click(rowOf(canvasElement, title).getByRole('button', { name: `ปิดใช้งาน ${title}` }));
    const confirm = await dialogNamed('ปิดใช้งานโปรโมชั่นนี้?');
    await userEvent.click(confirm.getByRole('button', { name: 'ปิดใช้งาน' }));
    await expect(await confirm.findByRole('alert', {}, LONG)).toHaveTextContent(
      'เฉพาะผู้ดูแลระบบเท่านั้นที่ทำรายการนี้ได้',
    );
    await userEvent.click(confirm.getByRole('button', { name: 'ยกเลิก' }));
    await settle();
    await expect(rowOf(canvasElement, title).getByText('ใช้งานอยู่')).toBeVisible();
  },
};

/** A double click on create sends one request. */
export const DoubleSubmitSendsOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโปรโมชั่น' }));
    const dialog = await dialogNamed('เพิ่มโปรโมชั่น');
    await fillFields(dialog, NEW_PROMOTION);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'สร้างโปรโมชั่น' }));
    await seeNotice('สร้างโปรโมชั่น “ฝากวันเกิด รับ 50%” แล้ว');
    await expect(await canvas.findByText('6 โปรโมชั่น', {}, LONG)).toBeVisible();
    await expect(creates.count()).toBe(1);
    await expect(canvas.getAllByText('ฝากวันเกิด รับ 50%')).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด');
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: [adminReturns('promotions', { data: [] }), ...happy] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีโปรโมชั่น', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('สร้างโปรโมชั่นแรก ผู้เล่นจะเห็นทันทีที่เปิดใช้งาน')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เพิ่มโปรโมชั่น' })).toBeEnabled();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [adminFails('promotions', 500, { message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการโปรโมชั่นไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

/** A player's token (or an admin who lost the role): the API answers 403; no data, why, and a retry. */
export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: { admin: [adminFails('promotions', 403, { message: 'ไม่มีสิทธิ์เข้าถึง' }), ...happy] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการโปรโมชั่นไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/เฉพาะผู้ดูแลระบบ/)).toBeVisible();
    await expect(canvas.queryByText('ฝากแรกของวัน รับ 10%')).toBeNull();
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.endpoint('promotions', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการโปรโมชั่นไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/ติดต่อเซิร์ฟเวอร์ไม่ได้/)).toBeVisible();
  },
};

/** The second tab: who received which promotion, today's first, then all of them, paged on the server. */
export const ReceivedPromotions: Story = {
  parameters: { router: { initialEntries: ['/admin/promotions?tab=received'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'ผู้เล่นที่รับโปรโมชั่น' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const received = await canvas.findByRole('table', { name: 'โปรโมชั่นที่ผู้เล่นรับ' }, LONG);
    await step("today's", async () => {
      await waitFor(() => expect(within(received).getAllByRole('row').length).toBeGreaterThan(1), LONG);
      await expect(within(received).getAllByText('สมาชิกใหม่รับโบนัส 100%').length).toBeGreaterThan(0);
    });
    await step('all of them', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'วันที่รับ' }));
      await userEvent.click(await page.findByRole('option', { name: 'ทั้งหมด' }));
      await waitFor(
        () => expect(within(received).getAllByText('ฝากแรกของวัน รับ 10%').length).toBeGreaterThan(0),
        LONG,
      );
      await expect(canvas.getByText(/^1–\d+ จาก \d+$/)).toBeVisible();
    });
  },
};

export const ReceivedEmpty: Story = {
  parameters: {
    router: { initialEntries: ['/admin/promotions?tab=received'] },
    msw: {
      handlers: {
        admin: [
          adminReturns('receivedPromotions', { data: { items: [], total: 0, page: 1, pageSize: 10 } }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('วันนี้ยังไม่มีผู้เล่นรับโปรโมชั่น', {}, LONG)).toBeVisible();
  },
};

const LONG_TITLE = 'โปรโมชั่นพิเศษฉลองครบรอบสิบปีสำหรับสมาชิกผู้มีอุปการคุณทุกท่านที่ร่วมสนุกกับเรามาอย่างยาวนานรับโบนัสเพิ่มทันที';

const wirePromotion = (overrides: Record<string, unknown>) => ({
  id: 'PRO-1',
  title: 'โปร',
  detail: '',
  bonusPercent: 10,
  maxBonus: 100,
  minDeposit: 100,
  turnover: 1,
  imageUrl: null,
  active: true,
  claimedCount: 0,
  createdAt: '2026-11-01T03:00:00.000Z',
  ...overrides,
});

/** Long Thai titles and details wrap in their cell, Thai words whole; nothing runs off the card. */
export const LongThaiTitles: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminReturns('promotions', {
            data: [
              wirePromotion({
                title: LONG_TITLE,
                detail:
                  'ฝากขั้นต่ำสามร้อยบาทรับโบนัสยี่สิบเปอร์เซ็นต์สูงสุดสองพันบาทต้องทำยอดเทิร์นโอเวอร์ห้าเท่าก่อนถอนเงินทุกกรณีโปรดอ่านเงื่อนไขให้ครบถ้วน',
              }),
              wirePromotion({ id: 'PRO-2', title: 'โปรสั้น', active: false }),
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LONG_TITLE, {}, LONG)).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
    await expect(await brokenWords(canvasElement, ['โปรโมชั่น', 'สมาชิก', 'เปอร์เซ็นต์'])).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: `แก้ไข ${LONG_TITLE}` }));
    const dialog = await dialogNamed('แก้ไขโปรโมชั่น');
    await expect(dialog.getByRole('textbox', { name: 'ชื่อโปรโมชั่น' })).toHaveValue(LONG_TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'ยกเลิก' }));
    await settle();
  },
};

/** Tens of millions of baht and thousands of claims stay in their cells. */
export const HugeAmounts: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminReturns('promotions', {
            data: [
              wirePromotion({
                title: 'โบนัสวีไอพี',
                bonusPercent: 1000,
                maxBonus: 99_999_999.99,
                minDeposit: 12_345_678.9,
                turnover: 100,
                claimedCount: 1_234_567,
              }),
            ],
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('฿99,999,999.99', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('฿12,345,678.90')).toBeVisible();
    await expect(canvas.getByText('1,000%')).toBeVisible();
    await expect(canvas.getByText('1,234,567')).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

/** The labels follow the template locale: English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 promotions', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Max bonus' })).toBeVisible();
    await expect(canvas.getAllByText('Active').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'New promotion' }));
    const dialog = await dialogNamed('New promotion');
    await userEvent.click(dialog.getByRole('button', { name: 'Create promotion' }));
    await expect(await dialog.findByText('Enter a title')).toBeVisible();
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
    const canvas = within(context.canvasElement);
    const title = canvas.getByRole('columnheader', { name: /^โปรโมชั่น/ }).getBoundingClientRect();
    const status = canvas.getByRole('columnheader', { name: /^สถานะ/ }).getBoundingClientRect();
    await expect(title.left).toBeGreaterThan(status.left);
  },
};

/** A 375 px phone: one card per promotion, nothing scrolls sideways, 44 px targets. */
export const Mobile: Story = {
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    await checkPhoneList(canvasElement, {
      listName: 'โปรโมชั่น',
      count: 5,
      buttons: ['แก้ไข ฝากแรกของวัน รับ 10%', 'ปิดใช้งาน ฝากแรกของวัน รับ 10%', 'เพิ่มโปรโมชั่น'],
    });
    const tab = within(canvasElement).getByRole('tab', { name: 'ผู้เล่นที่รับโปรโมชั่น' });
    await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
