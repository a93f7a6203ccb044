import { withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { contactUsHandlers, contactUsScenarios } from '@pp/mocks/handlers/contact-us';

import { contactUsPaths } from '../../shared/api/endpoints';
import { formMessages } from '../../shared/forms/messages';
import { REQUEST_FAILED } from '../../shared/forms/requestFailed';
import { paths } from '../../shared/routes/paths';
import { endpointHandlers } from '../../shared/storyKit';
import { ContactPage } from './ContactPage';

/** `/pages/contact-us`: the contact form (Thai first), its checks, the answer and the failures. */
const meta = {
  title: 'Pages/Site/Contact us',
  component: ContactPage,
  parameters: { fullPage: true, router: { initialEntries: [paths.pages.contactUs] } },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const messages = formMessages.contact;
const send = (canvas: Canvas) => canvas.getByRole('button', { name: 'ส่งข้อความ' });
const field = (canvas: Canvas, label: string | RegExp) => canvas.getByLabelText(label);

/** The message under a field (its hint replaced), linked to it. */
async function expectUnder(canvas: Canvas, label: string | RegExp, text: string) {
  const input = field(canvas, label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(input).toHaveAccessibleDescription(text);
}

async function chooseTopic(canvas: Canvas, topic: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'หัวข้อ' }));
  await userEvent.click(await within(document.body).findByRole('option', { name: topic }));
}

/** A message the mock accepts. */
async function fillIn(canvas: Canvas) {
  await userEvent.type(field(canvas, 'ชื่อของคุณ'), 'สมชาย ใจดี');
  await userEvent.type(field(canvas, 'เบอร์โทรศัพท์'), '081-234-5678');
  await chooseTopic(canvas, 'การถอนเงิน');
  await userEvent.type(field(canvas, 'ข้อความ'), 'ถอนเงินเมื่อวานยังไม่เข้าบัญชี รบกวนตรวจสอบให้ด้วยครับ');
}

/** The form, and the other ways to reach the site (its LINE and phone from the website setting). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ติดต่อเรา' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(send(canvas)).toBeEnabled();
    await expect(await canvas.findByText('@luckystar')).toBeVisible();
    await expect(canvas.getByText('02-000-0000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'คำตอบส่วนใหญ่อยู่ในคำถามที่พบบ่อยแล้ว' })).toHaveAttribute(
      'href',
      paths.pages.faqs,
    );
  },
};

/** Sent empty: every required field says what it needs, in Thai, and nothing is sent. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ส่งข้อความ' }, { timeout: 5000 }));
    await expectUnder(canvas, 'ชื่อของคุณ', messages.nameRequired);
    await expectUnder(canvas, 'เบอร์โทรศัพท์', formMessages.phone.required);
    await expectUnder(canvas, 'ข้อความ', messages.messageRequired);
    await expect(canvas.getByText(messages.topicRequired)).toBeVisible();
    await expect(field(canvas, 'ชื่อของคุณ')).toHaveFocus();
  },
};

/** Wrong, then right: the messages go as the fields are fixed, and the message is sent once. */
export const WrongThenRight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('ชื่อของคุณ', {}, { timeout: 5000 }), 'สมชาย ใจดี');
    await userEvent.type(field(canvas, 'เบอร์โทรศัพท์'), '12345');
    await userEvent.type(field(canvas, 'อีเมล (ถ้ามี)'), 'somchai@');
    await userEvent.type(field(canvas, 'ข้อความ'), 'สั้นไป');
    await userEvent.click(send(canvas));
    await expectUnder(canvas, 'เบอร์โทรศัพท์', formMessages.phone.invalid);
    await expectUnder(canvas, 'อีเมล (ถ้ามี)', messages.emailInvalid);
    await expectUnder(canvas, 'ข้อความ', messages.messageTooShort(10));
    await userEvent.clear(field(canvas, 'เบอร์โทรศัพท์'));
    await userEvent.type(field(canvas, 'เบอร์โทรศัพท์'), '0812345678');
    await userEvent.clear(field(canvas, 'อีเมล (ถ้ามี)'));
    await userEvent.type(field(canvas, 'อีเมล (ถ้ามี)'), 'somchai@example.com');
    await chooseTopic(canvas, 'การถอนเงิน');
    await userEvent.type(field(canvas, 'ข้อความ'), ' ถอนเงินยังไม่เข้าบัญชีครับ');
    await userEvent.click(send(canvas));
    const sent = await canvas.findByRole('heading', { level: 2, name: 'ส่งข้อความแล้ว' });
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(/หมายเลขอ้างอิงของคุณคือ CU-\d{6}/);
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งข้อความอีกครั้ง' }));
    await expect(field(canvas, 'ชื่อของคุณ')).toHaveValue('');
  },
};

const contactUs = endpointHandlers(contactUsPaths);
const requests = contactUs.countRequests('message');

/** Pressed twice while the first is on its way: one request, one answer. */
export const NoDoubleSubmit: Story = {
  parameters: { msw: { handlers: { contactUs: [requests.handler, ...contactUsHandlers] } } },
  beforeEach: () => {
    requests.reset();
    requests.hold();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('ชื่อของคุณ', {}, { timeout: 5000 });
    await fillIn(canvas);
    await userEvent.click(send(canvas));
    // The button is busy (it takes no second press); Enter in a field submits again: nothing is sent.
    await waitFor(() => expect(send(canvas)).toBeDisabled());
    await userEvent.type(field(canvas, 'ชื่อของคุณ'), '{Enter}');
    await waitFor(() => expect(requests.count()).toBe(1));
    requests.release();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'ส่งข้อความแล้ว' })).toBeVisible();
    await expect(requests.count()).toBe(1);
  },
};

/** The server fails: the form says to try again, above it, and keeps what was typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { contactUs: contactUsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('ชื่อของคุณ', {}, { timeout: 5000 });
    await fillIn(canvas);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REQUEST_FAILED);
    await expect(field(canvas, 'ชื่อของคุณ')).toHaveValue('สมชาย ใจดี');
  },
};

/** The server refuses (sending too often): its own words above the form. */
export const Refused: Story = {
  parameters: { msw: { handlers: { contactUs: contactUsScenarios.refused } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('ชื่อของคุณ', {}, { timeout: 5000 });
    await fillIn(canvas);
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ส่งข้อความบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
  },
};

export const Dark: Story = { ...FormErrors, globals: { mode: 'dark' } };

export const RightToLeft: Story = { ...FormErrors, globals: { direction: 'rtl' } };

/** On a 375 px phone: the form, then the other ways; nothing sideways. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async (context) => {
    await Default.play?.(context);
    const frame = context.canvasElement.querySelector<HTMLElement>('[data-testid="phone-frame"]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(frame?.clientWidth ?? 0);
  },
};
