import { noSidewaysScroll, withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { CreateInvoiceScreen } from './CreateInvoiceScreen';
import { invoiceMessages } from './invoice';
import { dismissSnackbars, LONG } from './storyKit';

const meta = {
  title: 'Apps/Customer/Create Invoice',
  component: CreateInvoiceScreen,
  decorators: [withNotification],
  args: { today: '2025-03-14' },
  parameters: { router: { initialEntries: ['/customer/create-invoice'] } },
} satisfies Meta<typeof CreateInvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = within(document.body);

const field = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
/** A field of one line item, found inside the line's group ('Line 2'). */
const lineField = (canvas: Canvas, line: number, name: string) =>
  within(canvas.getByRole('group', { name: `Line ${line}` })).getByRole('textbox', { name });
const totals = (canvas: Canvas) => canvas.getByRole('group', { name: 'Invoice totals' });

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text !== '') await userEvent.type(element, text);
}

async function fillCustomer(canvas: Canvas, name = 'Alex Carter') {
  await userEvent.type(field(canvas, /Customer name/), name);
  await userEvent.type(field(canvas, /Customer email/), 'alex.carter@example.com');
  await userEvent.type(field(canvas, /Billing address/), '99 Sukhumvit Road, Khlong Toei, Bangkok 10110');
}

async function fillLine(canvas: Canvas, line: number, description: string, quantity: string, price: string) {
  await userEvent.type(lineField(canvas, line, 'Description'), description);
  await replace(lineField(canvas, line, 'Qty'), quantity);
  await replace(lineField(canvas, line, 'Unit price'), price);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create Invoice' })).toBeVisible();
    await expect(field(canvas, /Invoice number/)).toHaveValue('INV-0001');
    await expect(canvas.getByLabelText(/Issue date/)).toHaveValue('2025-03-14');
    await expect(canvas.getByLabelText(/Due date/)).toHaveValue('2025-04-13');
    await expect(canvas.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Unpaid');
    await expect(canvas.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    await expect(totals(canvas)).toHaveTextContent('Grand total$0.00');
    await expect(totals(canvas)).toHaveTextContent('Tax (7%)$0.00');
  },
};

export const LiveTotals: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each line totals as it is typed, in exact cents', async () => {
      await fillLine(canvas, 1, 'Aurora Wireless Headphones', '3', '19.99');
      await expect(canvas.getByRole('status', { name: 'Line 1 total' })).toHaveTextContent('$59.97');
      await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
      await fillLine(canvas, 2, 'Gift wrap', '1', '0.1');
      await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
      await fillLine(canvas, 3, 'Greeting card', '2', '0.2');
      await expect(canvas.getByRole('status', { name: 'Line 3 total' })).toHaveTextContent('$0.40');
      await expect(totals(canvas)).toHaveTextContent('Subtotal$60.47');
    });
    await step('discount first, then tax on the rest', async () => {
      await replace(field(canvas, 'Discount'), '10.47');
      await expect(totals(canvas)).toHaveTextContent('Discount−$10.47');
      await expect(totals(canvas)).toHaveTextContent('Tax (7%)$3.50');
      await expect(totals(canvas)).toHaveTextContent('Grand total$53.50');
      await replace(field(canvas, 'Tax rate'), '7.5');
      await expect(totals(canvas)).toHaveTextContent('Tax (7.5%)$3.75');
      await expect(totals(canvas)).toHaveTextContent('Grand total$53.75');
    });
    await step('a line being typed counts as nothing until it is valid', async () => {
      await replace(lineField(canvas, 3, 'Unit price'), '0.2.');
      await expect(canvas.getByRole('status', { name: 'Line 3 total' })).toHaveTextContent('—');
      await expect(totals(canvas)).toHaveTextContent('Subtotal$60.07');
      await userEvent.click(canvas.getByRole('button', { name: 'Remove line 3' }));
      await expect(canvas.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(2);
      await expect(totals(canvas)).toHaveTextContent('Subtotal$60.07');
    });
  },
};

export const BadInput: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an empty form names every missing field and focuses the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create invoice' }));
      await expect(await canvas.findByText(invoiceMessages.customerName, {}, LONG)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.email)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.address)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.description)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.unitPrice)).toBeVisible();
      await expect(field(canvas, /Customer name/)).toHaveFocus();
      await expect(field(canvas, /Customer name/)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.queryByText(/Invoice INV-0001 created/)).toBeNull();
    });
    await step('bad values get a message at the field and stay as typed', async () => {
      await userEvent.type(field(canvas, /Customer email/), 'alex@example');
      await replace(lineField(canvas, 1, 'Qty'), '1.5');
      await replace(lineField(canvas, 1, 'Unit price'), '12.345');
      await replace(field(canvas, 'Tax rate'), '120');
      await replace(canvas.getByLabelText(/Due date/), '2025-03-01');
      await userEvent.click(canvas.getByRole('button', { name: 'Create invoice' }));
      await expect(await canvas.findByText(invoiceMessages.emailFormat, {}, LONG)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.quantity)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.unitPrice)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.taxPercent)).toBeVisible();
      await expect(canvas.getByText(invoiceMessages.dueAfterIssue)).toBeVisible();
      await expect(field(canvas, /Customer email/)).toHaveValue('alex@example');
      await expect(lineField(canvas, 1, 'Qty')).toHaveValue('1.5');
      await expect(lineField(canvas, 1, 'Unit price')).toHaveValue('12.345');
      await expect(field(canvas, 'Tax rate')).toHaveValue('120');
      await expect(canvas.getByLabelText(/Due date/)).toHaveValue('2025-03-01');
    });
    await step('a discount above the subtotal is refused', async () => {
      await replace(lineField(canvas, 1, 'Unit price'), '5');
      await replace(lineField(canvas, 1, 'Qty'), '2');
      await replace(field(canvas, 'Discount'), '10.01');
      await userEvent.click(canvas.getByRole('button', { name: 'Create invoice' }));
      await expect(await canvas.findByText(invoiceMessages.discountTooHigh, {}, LONG)).toBeVisible();
      await expect(canvas.queryByText(invoiceMessages.quantity)).toBeNull();
      await expect(field(canvas, 'Discount')).toHaveValue('10.01');
    });
    await step('fixing the issue date clears the due date message', async () => {
      await replace(canvas.getByLabelText(/Issue date/), '2025-02-01');
      await waitFor(() => expect(canvas.queryByText(invoiceMessages.dueAfterIssue)).toBeNull(), LONG);
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};

export const SubmitOnce: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fill in a valid invoice', async () => {
      await fillCustomer(canvas);
      await fillLine(canvas, 1, 'Aurora Wireless Headphones', '2', '97.49');
      await userEvent.type(field(canvas, /Notes/), 'Thank you for your business.');
      await expect(totals(canvas)).toHaveTextContent('Grand total$208.63');
    });
    await step('a double click creates one invoice', async () => {
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Create invoice' }));
      await expect(await canvas.findByText('Invoice INV-0001 created', {}, LONG)).toBeVisible();
      await expect(canvas.getAllByText('Invoice INV-0001 created')).toHaveLength(1);
      await expect(canvas.getByText('Alex Carter owes $208.63, due Apr 13, 2025.')).toBeVisible();
      await waitFor(() => expect(page.getByText('Invoice INV-0001 created for $208.63')).toBeVisible(), LONG);
      await expect(canvas.queryByText(invoiceMessages.customerName)).toBeNull();
    });
    await step('the next invoice counts up and starts empty', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create another invoice' }));
      await expect(await canvas.findByRole('textbox', { name: /Invoice number/ }, LONG)).toHaveValue(
        'INV-0002',
      );
      await expect(field(canvas, /Customer name/)).toHaveValue('');
      await dismissSnackbars();
    });
  },
};

export const LongThaiText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCustomer(canvas, 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์');
    await replace(
      field(canvas, /Billing address/),
      'บริษัท สยามเทรดดิ้งอินเตอร์เนชั่นแนล จำกัด (มหาชน) เลขที่ 99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
    );
    await fillLine(
      canvas,
      1,
      'หูฟังไร้สายตัดเสียงรบกวนรุ่นพิเศษสำหรับนักเดินทางระยะไกล พร้อมกล่องเก็บและสายชาร์จ',
      '1',
      '1250.50',
    );
    await expect(totals(canvas)).toHaveTextContent('Subtotal$1,250.50');
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLine(canvas, 1, 'Consulting', '4', '125');
    await expect(totals(canvas)).toHaveTextContent('Grand total$535.00');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = field(canvas, /Invoice number/).getBoundingClientRect();
    const status = canvas.getByRole('combobox', { name: /Status/ }).getBoundingClientRect();
    await expect(number.left).toBeGreaterThan(status.left);
    await userEvent.click(canvas.getByRole('button', { name: 'Create invoice' }));
    await expect(await canvas.findByText(invoiceMessages.customerName, {}, LONG)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The form in Romanian (toolbar locale `ro`): labels and the schema's messages at the fields. */
export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Creează factură' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Stare/ })).toHaveTextContent('Neplătită');
    await userEvent.click(canvas.getByRole('button', { name: 'Creează factura' }));
    await expect(await canvas.findByText('Introdu numele clientului', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Descrie articolul')).toBeVisible();
    await expect(field(canvas, /Numele clientului/)).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Totalurile facturii' })).toHaveTextContent(
      'Total general',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
