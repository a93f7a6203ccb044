import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminScenarios, handlers, setCreditCodeRandom, signToken } from '@pp/mocks';
import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import {
  bodyRowsOf,
  checkPhoneList,
  dialogNamed,
  fillFields,
  LONG,
  page,
  rowWith,
  seeNotice,
} from '../promotions/storyHelpers';
import {
  adminCount,
  adminFails,
  adminPattern,
  adminReturns,
  adminSession,
  adminWriteFails,
  withAdminPhonePage,
} from '../storyKit';
import { CreditCodesScreen } from './CreditCodesScreen';

const session = adminSession(signToken);
const happy = handlers.admin ?? [];
const creates = adminCount('creditCodes');
const edits = adminCount('creditCode', 'put');
const switches = adminCount('creditCodeActive');
const batches = adminCount('creditCodeBatch');

const meta = {
  title: 'Admin/Credit codes',
  component: CreditCodesScreen,
  loaders: session.loaders,
  decorators: [withNotification, ...session.decorators],
  globals: { locale: 'th' },
  beforeEach: () => {
    for (const counter of [creates, edits, switches, batches]) counter.reset();
    // A batch's random characters are the same on every run (its codes are in the screenshot).
    let seed = 7;
    setCreditCodeRandom(() => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    });
    return () => setCreditCodeRandom(null);
  },
  parameters: {
    // The whole page: a dialog or a notice is part of what an admin sees.
    screenshot: { target: 'body' },
    router: { initialEntries: ['/admin/credit-codes'] },
    msw: {
      handlers: { admin: [creates.handler, edits.handler, switches.handler, batches.handler, ...happy] },
    },
  },
} satisfies Meta<typeof CreditCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BOM = [0xef, 0xbb, 0xbf];

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'โค้ดเครดิต' });
const bodyRows = (canvasElement: HTMLElement) => bodyRowsOf(table(canvasElement));
const rowOf = (canvasElement: HTMLElement, code: string) => rowWith(table(canvasElement), code);
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByText('4 โค้ด', {}, LONG);

/**
 * Catches the file a click downloads: the Blob handed to `URL.createObjectURL` (the link's click
 * itself is held back, so nothing is saved). Returns the file's bytes and its text.
 */
async function downloaded(
  click: () => Promise<void>,
): Promise<{ bytes: number[]; text: string; name: string }> {
  const blobs = spyOn(URL, 'createObjectURL');
  const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    await click();
    await waitFor(() => expect(blobs).toHaveBeenCalledTimes(1));
    const blob = blobs.mock.calls[0]?.[0] as Blob;
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    const bytes = [...new Uint8Array(await blob.arrayBuffer())];
    return { bytes, text: new TextDecoder().decode(new Uint8Array(bytes)), name: link.download };
  } finally {
    blobs.mockRestore();
    clicks.mockRestore();
  }
}

/** Every code, newest first: amount, used of its limit, expiry and status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'โค้ดเครดิต' }, LONG)).toBeVisible();
    await loaded(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    const welcome = rowOf(canvasElement, 'WELCOME100');
    await expect(welcome.getByText('฿100.00')).toBeVisible();
    await expect(welcome.getByText('0 / 10,000')).toBeVisible();
    await expect(welcome.getByText('ใช้งานได้')).toBeVisible();
    await expect(rowOf(canvasElement, 'EXPIRED20').getByText('หมดอายุ')).toBeVisible();
    await expect(rowOf(canvasElement, 'FULL30').getByText('ใช้ครบแล้ว')).toBeVisible();
    await expect(rowOf(canvasElement, 'FULL30').getByText('1 / 1')).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'แก้ไข WELCOME100' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'ปิดใช้งาน WELCOME100' })).toBeVisible();
  },
};

/** The search and the status filter are the server's: the rows and the count follow. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('search part of a code, any case', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'ค้นหาโค้ด' }), 'welc');
      await expect(await canvas.findByText('1 โค้ด', {}, LONG)).toBeVisible();
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('WELCOME100');
      await userEvent.clear(canvas.getByRole('textbox', { name: 'ค้นหาโค้ด' }));
      await loaded(canvasElement);
    });
    await step('only the expired ones', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'สถานะ' }));
      await userEvent.click(await page.findByRole('option', { name: 'หมดอายุ' }));
      await expect(await canvas.findByText('1 โค้ด', {}, LONG)).toBeVisible();
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('EXPIRED20');
    });
    await step('nothing disabled yet', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'สถานะ' }));
      await userEvent.click(await page.findByRole('option', { name: 'ปิดใช้งาน' }));
      await expect(await canvas.findByText('ไม่พบโค้ดที่ตรงกัน', {}, LONG)).toBeVisible();
    });
  },
};

/** One new code: upper case as typed, one request with its key, then first in the table. */
export const CreateCode: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('fill the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโค้ด' }));
      const dialog = await dialogNamed('เพิ่มโค้ดเครดิต');
      await fillFields(dialog, {
        โค้ด: 'newyear2027',
        เครดิตต่อผู้เล่น: '50',
        จำนวนครั้งที่ใช้ได้: '500',
        วันหมดอายุ: '31/01/2570',
      });
      await expect(dialog.getByRole('textbox', { name: 'โค้ด' })).toHaveValue('NEWYEAR2027');
      await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    });
    await step('created once, first in the table', async () => {
      await seeNotice('สร้าง NEWYEAR2027 แล้ว');
      await expect(await canvas.findByText('5 โค้ด', {}, LONG)).toBeVisible();
      const row = rowOf(canvasElement, 'NEWYEAR2027');
      await expect(row.getByText('฿50.00')).toBeVisible();
      await expect(row.getByText('0 / 500')).toBeVisible();
      await expect(row.getByText(/31 ม\.ค\. 2570/)).toBeVisible();
      await expect(creates.count()).toBe(1);
      await expect(creates.keys()[0]).toMatch(UUID);
    });
  },
};

/** A code that exists: the server's 409 under the code field, everything typed kept. */
export const CodeExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโค้ด' }));
    const dialog = await dialogNamed('เพิ่มโค้ดเครดิต');
    await fillFields(dialog, {
      โค้ด: 'welcome100',
      เครดิตต่อผู้เล่น: '100',
      จำนวนครั้งที่ใช้ได้: '10',
      วันหมดอายุ: '31/12/2569',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    const code = dialog.getByRole('textbox', { name: 'โค้ด' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('มีโค้ดนี้อยู่แล้ว'), LONG);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('WELCOME100');
    await expect(dialog.getByRole('textbox', { name: 'จำนวนครั้งที่ใช้ได้' })).toHaveValue('10');
    await expect(creates.count()).toBe(1);
  },
};

/** The rules at their fields, nothing sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มโค้ด' }));
    const dialog = await dialogNamed('เพิ่มโค้ดเครดิต');
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    await expect(await dialog.findByText('กรุณากรอกโค้ด')).toBeVisible();
    await expect(dialog.getByText('กรุณากรอกจำนวนเงิน')).toBeVisible();
    await expect(dialog.getByText('กรุณากรอกตัวเลข')).toBeVisible();
    await expect(dialog.getByText('กรุณาเลือกวันหมดอายุ')).toBeVisible();
    await fillFields(dialog, {
      โค้ด: 'ab-12',
      เครดิตต่อผู้เล่น: '0',
      จำนวนครั้งที่ใช้ได้: '2.5',
      วันหมดอายุ: '31/02/2570',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    await expect(await dialog.findByText('ใช้ได้เฉพาะ A-Z และ 0-9 ยาว 6 ถึง 16 ตัว')).toBeVisible();
    await expect(dialog.getByText('จำนวนเงินต้องมากกว่า 0 บาท')).toBeVisible();
    await expect(dialog.getByText('กรุณากรอกจำนวนเต็ม')).toBeVisible();
    await expect(dialog.getByText('กรุณากรอกวันที่ เช่น 31/12/2569')).toBeVisible();
    await expect(creates.count()).toBe(0);
  },
};

/** An edit: the code's text stays, its terms start filled in; the row shows the change. */
export const EditCode: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      rowOf(canvasElement, 'WELCOME100').getByRole('button', { name: 'แก้ไข WELCOME100' }),
    );
    const dialog = await dialogNamed('แก้ไข WELCOME100');
    await expect(dialog.queryByRole('textbox', { name: 'โค้ด' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'เครดิตต่อผู้เล่น' })).toHaveValue('100');
    await expect(dialog.getByRole('textbox', { name: 'วันหมดอายุ' })).toHaveValue('31/12/2642');
    await fillFields(dialog, { เครดิตต่อผู้เล่น: '150.50' });
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกการแก้ไข' }));
    await seeNotice('บันทึก WELCOME100 แล้ว');
    await waitFor(() => expect(rowOf(canvasElement, 'WELCOME100').getByText('฿150.50')).toBeVisible(), LONG);
    await expect(edits.count()).toBe(1);
  },
};

/** Disable asks first (never a delete); the status says so; enable puts it back. */
export const DisableAndEnable: Story = {
  play: async ({ canvasElement, step }) => {
    await loaded(canvasElement);
    await step('disable', async () => {
      await userEvent.click(
        rowOf(canvasElement, 'WELCOME100').getByRole('button', { name: 'ปิดใช้งาน WELCOME100' }),
      );
      const confirm = await dialogNamed('ปิดใช้งานโค้ดนี้?');
      await waitFor(() => expect(confirm.getByText(/เครดิตที่จ่ายไปแล้วยังคงอยู่/)).toBeVisible(), LONG);
      await userEvent.click(confirm.getByRole('button', { name: 'ปิดใช้งาน' }));
      await seeNotice('ปิดใช้งาน WELCOME100 แล้ว');
      await waitFor(
        () => expect(rowOf(canvasElement, 'WELCOME100').getByText('ปิดใช้งาน')).toBeVisible(),
        LONG,
      );
    });
    await step('enable', async () => {
      await userEvent.click(
        rowOf(canvasElement, 'WELCOME100').getByRole('button', { name: 'เปิดใช้งาน WELCOME100' }),
      );
      const confirm = await dialogNamed('เปิดใช้งานโค้ดนี้?');
      await userEvent.click(confirm.getByRole('button', { name: 'เปิดใช้งาน' }));
      await seeNotice('เปิดใช้งาน WELCOME100 แล้ว');
      await waitFor(
        () => expect(rowOf(canvasElement, 'WELCOME100').getByText('ใช้งานได้')).toBeVisible(),
        LONG,
      );
      await expect(switches.count()).toBe(2);
    });
  },
};

const BATCH = {
  คำนำหน้า: 'xmas',
  จำนวนโค้ด: '3',
  เครดิตต่อผู้เล่น: '20',
  จำนวนครั้งที่ใช้ได้: '1',
  วันหมดอายุ: '31/12/2569',
};

/** A batch: three new codes shown, and the CSV of them: BOM, header, code, baht, limit, expiry. */
export const GenerateBatch: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    let codes: string[] = [];
    await step('generate', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'สร้างโค้ดเป็นชุด' }));
      const dialog = await dialogNamed('สร้างโค้ดเป็นชุด');
      await fillFields(dialog, BATCH);
      await expect(dialog.getByRole('textbox', { name: 'คำนำหน้า' })).toHaveValue('XMAS');
      await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    });
    await step('the codes, and a CSV of them', async () => {
      const done = await dialogNamed('สร้างโค้ดแล้ว 3 โค้ด');
      const list = done.getByRole('list', { name: 'โค้ดที่สร้าง' });
      codes = within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      await expect(codes).toHaveLength(3);
      for (const code of codes) await expect(code).toMatch(/^XMAS[A-Z0-9]{8}$/);
      const file = await downloaded(() =>
        userEvent.click(done.getByRole('button', { name: 'ดาวน์โหลด CSV' })),
      );
      await expect(file.bytes.slice(0, 3)).toEqual(BOM);
      await expect(file.text).toBe(
        ['code,amount,limit,expiresAt', ...codes.map((code) => `${code},20.00,1,2026-12-31T16:59:59.000Z`)]
          .map((line) => `${line}\r\n`)
          .join(''),
      );
      await expect(file.name).toMatch(/^credit-codes-XMAS.*-3\.csv$/);
      await expect(batches.count()).toBe(1);
      await expect(batches.keys()[0]).toMatch(UUID);
    });
    await step('in the table too', async () => {
      await expect(await canvas.findByText('7 โค้ด', {}, LONG)).toBeVisible();
      for (const code of codes) await expect(canvas.getByText(code)).toBeVisible();
    });
  },
};

/** A double click on generate sends one batch. */
export const BatchDoubleSubmitSendsOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'สร้างโค้ดเป็นชุด' }));
    const dialog = await dialogNamed('สร้างโค้ดเป็นชุด');
    await fillFields(dialog, BATCH);
    await userEvent.dblClick(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    await dialogNamed('สร้างโค้ดแล้ว 3 โค้ด');
    await expect(await canvas.findByText('7 โค้ด', {}, LONG)).toBeVisible();
    await expect(batches.count()).toBe(1);
  },
};

/** The prefix has too few free codes left (409 with `field`): said under the prefix, the form kept. */
export const BatchPrefixFull: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminWriteFails('creditCodeBatch', 409, {
            message: 'สร้างโค้ดที่ไม่ซ้ำได้ไม่ครบ กรุณาใช้คำนำหน้าอื่น',
            code: 'prefix.full',
            field: 'prefix',
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'สร้างโค้ดเป็นชุด' }));
    const dialog = await dialogNamed('สร้างโค้ดเป็นชุด');
    await fillFields(dialog, BATCH);
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    const prefix = dialog.getByRole('textbox', { name: 'คำนำหน้า' });
    await waitFor(
      () => expect(prefix).toHaveAccessibleDescription('สร้างโค้ดที่ไม่ซ้ำได้ไม่ครบ กรุณาใช้คำนำหน้าอื่น'),
      LONG,
    );
    await expect(prefix).toHaveValue('XMAS');
    await expect(dialog.getByRole('textbox', { name: 'จำนวนโค้ด' })).toHaveValue('3');
  },
};

/** The batch fails on the server (500): said above the fields, nothing lost. */
export const BatchFails: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.endpoint('creditCodeBatch', 'error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'สร้างโค้ดเป็นชุด' }));
    const dialog = await dialogNamed('สร้างโค้ดเป็นชุด');
    await fillFields(dialog, BATCH);
    await userEvent.click(dialog.getByRole('button', { name: 'สร้างโค้ด' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(
      'เซิร์ฟเวอร์ทำรายการไม่สำเร็จ: ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
    );
    await expect(dialog.getByRole('textbox', { name: 'คำนำหน้า' })).toHaveValue('XMAS');
  },
};

/** The switch fails on the server: said in the dialog, which stays open to try again. */
export const SwitchFails: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.endpoint('creditCodeActive', 'error') } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      rowOf(canvasElement, 'WELCOME100').getByRole('button', { name: 'ปิดใช้งาน WELCOME100' }),
    );
    const confirm = await dialogNamed('ปิดใช้งานโค้ดนี้?');
    await userEvent.click(confirm.getByRole('button', { name: 'ปิดใช้งาน' }));
    await expect(await confirm.findByRole('alert', {}, LONG)).toHaveTextContent('เซิร์ฟเวอร์ทำรายการไม่สำเร็จ');
    await expect(confirm.getByRole('button', { name: 'ปิดใช้งาน' })).toBeEnabled();
  },
};

/** Export CSV: the codes of the page and filter shown. */
export const ExportPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const file = await downloaded(() => userEvent.click(canvas.getByRole('button', { name: 'ส่งออก CSV' })));
    await expect(file.bytes.slice(0, 3)).toEqual(BOM);
    const lines = file.text.split('\r\n');
    await expect(lines[0]).toBe('code,amount,limit,expiresAt');
    await expect(lines).toContain('WELCOME100,100.00,10000,2099-12-31T16:59:59.000Z');
    await expect(lines).toContain('EXPIRED20,20.00,10000,2026-01-31T16:59:59.000Z');
    await expect(lines).toHaveLength(6);
    await expect(file.name).toBe('credit-codes-page-1.csv');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, LONG)).toHaveTextContent('กำลังโหลด');
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'ส่งออก CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminReturns('creditCodes', { data: { items: [], total: 0, page: 1, pageSize: 10 } }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ยังไม่มีโค้ดเครดิต', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เพิ่มโค้ด' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'ส่งออก CSV' })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [adminFails('creditCodes', 500, { message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' }), ...happy],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการโค้ดเครดิตไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: { admin: [adminFails('creditCodes', 403, { message: 'ไม่มีสิทธิ์เข้าถึง' }), ...happy] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการโค้ดเครดิตไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/เฉพาะผู้ดูแลระบบ/)).toBeVisible();
    await expect(canvas.queryByText('WELCOME100')).toBeNull();
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: { admin: adminScenarios.endpoint('creditCodes', 'networkError') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('โหลดรายการโค้ดเครดิตไม่สำเร็จ', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/ติดต่อเซิร์ฟเวอร์ไม่ได้/)).toBeVisible();
  },
};

const wireCode = (overrides: Record<string, unknown>) => ({
  code: 'CODE000001',
  amount: 100,
  limit: 1,
  used: 0,
  expiresAt: '2026-12-31T16:59:59.000Z',
  status: 'active',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const PAGED_TOTAL = 35;

/** 35 codes served a page at a time, as asked (`page` from 1, `pageSize`). */
const pagedCodes = http.get(adminPattern('creditCodes'), ({ request }) => {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const first = (page - 1) * pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, PAGED_TOTAL - first)) }, (_, index) =>
    wireCode({ code: `PAGE${String(first + index + 1).padStart(4, '0')}` }),
  );
  return HttpResponse.json({ data: { items, total: PAGED_TOTAL, page, pageSize } });
});

/** The pages are the server's: the next page and another page size ask for them. */
export const ServerPaging: Story = {
  parameters: { msw: { handlers: { admin: [pagedCodes, ...happy] } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 จาก 35', {}, LONG)).toBeVisible();
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('PAGE0001');
    await step('the next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'ไปหน้าถัดไป' }));
      await expect(await canvas.findByText('11–20 จาก 35', {}, LONG)).toBeVisible();
      await waitFor(() => expect(bodyRows(canvasElement)[0]).toHaveTextContent('PAGE0011'), LONG);
    });
    await step('25 a page, from the first page again', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: /แถวต่อหน้า/ }));
      await userEvent.click(await page.findByRole('option', { name: '25' }));
      await expect(await canvas.findByText('1–25 จาก 35', {}, LONG)).toBeVisible();
      await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(25), LONG);
    });
  },
};

/** Sixteen-character codes, tens of millions of baht and a million uses stay in their cells. */
export const HugeAmounts: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          adminReturns('creditCodes', {
            data: {
              items: [
                wireCode({
                  code: 'WWWWWWWWWWWWWWWW',
                  amount: 99_999_999.99,
                  limit: 1_000_000,
                  used: 999_999,
                }),
                wireCode({ code: 'M0M0M0M0M0M0M0M0', amount: 12_345_678.9, status: 'used-up', used: 1 }),
              ],
              total: 1_234_567,
              page: 1,
              pageSize: 10,
            },
          }),
          ...happy,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('฿99,999,999.99', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('999,999 / 1,000,000')).toBeVisible();
    await expect(canvas.getByText('1,234,567 โค้ด')).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

/** The labels follow the template locale: English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 codes', {}, LONG)).toBeVisible();
    const codes = canvas.getByRole('table', { name: 'Credit codes' });
    await expect(rowWith(codes, 'EXPIRED20').getByText('Expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New code' }));
    const dialog = await dialogNamed('New credit code');
    await userEvent.click(dialog.getByRole('button', { name: 'Create code' }));
    await expect(await dialog.findByText('Enter a code')).toBeVisible();
    await expect(dialog.getByText('Choose the expiry day')).toBeVisible();
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
    const code = canvas.getByRole('columnheader', { name: /^โค้ด/ }).getBoundingClientRect();
    const status = canvas.getByRole('columnheader', { name: /^สถานะ/ }).getBoundingClientRect();
    await expect(code.left).toBeGreaterThan(status.left);
  },
};

/** A 375 px phone: one card per code, nothing scrolls sideways, 44 px targets. */
export const Mobile: Story = {
  decorators: [withAdminPhonePage],
  play: async ({ canvasElement }) => {
    await checkPhoneList(canvasElement, {
      listName: 'โค้ดเครดิต',
      count: 4,
      buttons: ['แก้ไข WELCOME100', 'ปิดใช้งาน WELCOME100', 'เพิ่มโค้ด', 'สร้างโค้ดเป็นชุด', 'ส่งออก CSV'],
    });
  },
};
