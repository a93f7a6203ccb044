import { brokenWords, noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { seedChatUsers } from '@pp/mocks/data/chat';
import { seedContacts } from '@pp/mocks/data/contact';

import { ApiError } from '../api/errors';
import { blankPerson, emptyPersonForm, WORK_CONTACT_REQUIRED, type Person } from './personForm';
import { PersonDialog } from './PersonDialog';

const [marsh] = seedContacts;
const [alene] = seedChatUsers();
if (!marsh || !alene) throw new globalThis.Error('no people in the fixtures');

/** A Thai person whose every text is long: wrapping, the Thai font, one field a row. */
const longThai: Person = {
  ...blankPerson,
  id: 'long-th',
  name: 'สมศักดิ์ ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
  company: 'บริษัท สยามเทรดดิ้งอินเตอร์เนชั่นแนล จำกัด (มหาชน)',
  role: 'ผู้อำนวยการฝ่ายพัฒนาธุรกิจระหว่างประเทศและความสัมพันธ์ลูกค้าองค์กร',
  work_email: 'somsak.prasertwongtrakul@siamtradinginternational.example.com',
  work_phone: '+66 2 555 0101',
  location: 'กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา',
  status: 'ประชุมทั้งวัน ติดต่อกลับพรุ่งนี้เช้า',
  online_status: 'do_not_disturb',
};

/** Patience for transitions on a busy machine (waitFor and findBy options). */
const LONG = { timeout: 5000 } as const;

/** The dialog named `name`, once it has faded in (a modal hides the page: look in the whole body). */
async function opened(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name }, LONG);
  await waitFor(() => expect(dialog).toBeVisible(), LONG);
  return dialog;
}

/** Picks `option` in the Availability field. */
async function pickAvailability(dialog: ReturnType<typeof within>, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: /Availability|สถานะการติดต่อ/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, LONG));
}

const meta = {
  title: 'Apps/Shared/Person dialog',
  component: PersonDialog,
  // The dialog is in a portal: the picture is of the whole page.
  parameters: { screenshot: { target: 'body' } },
  args: {
    open: true,
    person: null,
    required: WORK_CONTACT_REQUIRED,
    onClose: fn(),
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof PersonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding (the contacts app's rules): name, work email and work phone; the others said optional. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = within(await opened('Add contact'));
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(dialog.getAllByText('Optional')).toHaveLength(6);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), '  Nadia Rahman ');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work email/ }), 'nadia@kiwilabs.example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work phone/ }), '02 555 0199');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Company/ }), 'Kiwi Labs');
    await pickAvailability(dialog, 'Available');
    await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), LONG);
    await expect(args.onSave).toHaveBeenCalledWith({
      ...emptyPersonForm,
      name: 'Nadia Rahman',
      company: 'Kiwi Labs',
      work_email: 'nadia@kiwilabs.example.com',
      work_phone: '02 555 0199',
      online_status: 'available',
      avatar: '',
      birthdayText: '',
    });
  },
};

/** Editing (the chat's rules: the name alone required): the presence changes, the picture is kept. */
export const Edit: Story = {
  args: { person: alene, required: [] },
  play: async ({ args }) => {
    const dialog = within(await opened('Edit contact'));
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alene Carter');
    await expect(dialog.getByRole('combobox', { name: /Availability/ })).toHaveTextContent('Available');
    await expect(dialog.getAllByText('Optional')).toHaveLength(8);
    const phone = dialog.getByRole('textbox', { name: /^Work phone/ });
    await userEvent.clear(phone);
    const location = dialog.getByRole('textbox', { name: /^Location/ });
    await userEvent.clear(location);
    await userEvent.type(location, 'Bangkok');
    await pickAvailability(dialog, 'Do not disturb');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), LONG);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        id: alene.id,
        name: 'Alene Carter',
        work_phone: '',
        location: 'Bangkok',
        online_status: 'do_not_disturb',
        avatar: alene.avatar,
        birthdayText: alene.birthdayText,
      }),
    );
  },
};

/** What is missing or malformed is named at its field, the field marked invalid; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = within(await opened('Add contact'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
    await expect(await dialog.findByText('Enter the contact’s name', {}, LONG)).toBeVisible();
    await expect(dialog.getByText('Enter the work email')).toBeVisible();
    await expect(dialog.getByText('Enter the work phone number')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Nadia Rahman');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work email/ }), 'nadia@kiwi');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Work phone/ }), '02-555-ABC');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Personal phone/ }), '123 45');
    await userEvent.click(dialog.getByRole('button', { name: 'Add contact' }));
    await expect(
      await dialog.findByText('Enter a valid email address, like name@example.com', {}, LONG),
    ).toBeVisible();
    await expect(dialog.getByText('Use digits, spaces and + ( ) . - only')).toBeVisible();
    await expect(dialog.getByText('A phone number has 7 to 15 digits')).toBeVisible();
    await expect(dialog.queryByText('Enter the contact’s name')).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /^Work email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: /^Work email/ })).toHaveValue('nadia@kiwi');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses (409): its words above the form, what was typed kept, the dialog open. */
export const ServerRefusal: Story = {
  args: {
    person: marsh,
    onSave: fn(async () => {
      throw new ApiError(409, 'Another contact already has this work email.');
    }),
  },
  play: async ({ args }) => {
    const dialog = within(await opened('Edit contact'));
    const email = dialog.getByRole('textbox', { name: /^Work email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'sales@blueharbor.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('alert', {}, LONG)).toHaveTextContent(
      'The contact was not saved. Another contact already has this work email.',
    );
    await expect(email).toHaveValue('sales@blueharbor.example.com');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Long Thai texts in Thai labels: they wrap between words, and a Thai message shows at its field. */
export const LongThai: Story = {
  args: { person: longThai },
  globals: { locale: 'th' },
  play: async ({ args }) => {
    const element = await opened('แก้ไขรายชื่อติดต่อ');
    const dialog = within(element);
    const name = dialog.getByRole('textbox', { name: /^ชื่อ/ });
    await expect(name).toHaveValue(longThai.name);
    await expect(dialog.getByRole('combobox', { name: /สถานะการติดต่อ/ })).toHaveTextContent('ห้ามรบกวน');
    await userEvent.clear(dialog.getByRole('textbox', { name: /^อีเมลที่ทำงาน/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกการแก้ไข' }));
    await expect(await dialog.findByText('กรอกอีเมลที่ทำงาน', {}, LONG)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(await brokenWords(element)).toEqual([]);
    await noSidewaysScroll(element);
  },
};

/** Dark mode, a message at a field. */
export const Dark: Story = {
  args: { person: marsh },
  globals: { mode: 'dark' },
  play: async () => {
    const dialog = within(await opened('Edit contact'));
    const email = dialog.getByRole('textbox', { name: /^Work email/ });
    await userEvent.clear(email);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText('Enter the work email', {}, LONG)).toBeVisible();
  },
};

/** Right to left: the labels and the buttons mirror, what is typed stays as typed. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const element = await opened('Add contact');
    const dialog = within(element);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Nadia Rahman');
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Nadia Rahman');
    await expect(getComputedStyle(element).direction).toBe('rtl');
    const cancel = dialog.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const add = dialog.getByRole('button', { name: 'Add contact' }).getBoundingClientRect();
    await expect(add.left).toBeLessThan(cancel.left);
  },
};

/** A 375 px phone: one field a row, nothing wider than the dialog. */
export const Phone: Story = {
  args: { person: marsh },
  // A dialog sits in a portal over the whole window: the window is the phone.
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT, screenshot: { target: 'body' } },
  play: async () => {
    const element = await opened('Edit contact');
    const dialog = within(element);
    const email = dialog.getByRole('textbox', { name: /^Work email/ }).getBoundingClientRect();
    const phone = dialog.getByRole('textbox', { name: /^Work phone/ }).getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(email.bottom);
    await noSidewaysScroll(element);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
