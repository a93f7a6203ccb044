import { noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { mailScenarios } from '@pp/mocks';
import { generatedMails } from '@pp/mocks/data/mail';
import { replaceMails, setMailClock } from '@pp/mocks/stores/mail';

import { MailScreen } from './MailScreen';
import { expectUnread, LONG, longThaiMails, rowOf } from './storyKit';

const meta = {
  title: 'Apps/Mail/Mail',
  component: MailScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/app/mail'] } },
} satisfies Meta<typeof MailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const loaded = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Mails' }, LONG);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mail' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1–22 of 22')).toBeVisible();
    await expectUnread(canvasElement, 'inbox', 7);
    await expectUnread(canvasElement, 'all', 8);
    await expect(rowOf(canvasElement, 'Launch plan for the spring campaign')).toHaveTextContent('Unread');
  },
};

/** Starring and marking important: the toggles press, and the folders' unread counts follow. */
export const FlagChangesCounts: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expectUnread(canvasElement, 'starred', 2);
    await step('star an unread mail: Starred counts it', async () => {
      const star = canvas.getByRole('button', { name: 'Star: API rate limits for the mobile app' });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      const unreadRow = rowOf(canvasElement, 'นัดประชุมลูกค้ารายใหม่');
      await userEvent.click(within(unreadRow).getByRole('button', { name: /^Star:/ }));
      await expectUnread(canvasElement, 'starred', 3);
      await expect(within(unreadRow).getByRole('button', { name: /^Star:/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('mark it important: Important counts it', async () => {
      await expectUnread(canvasElement, 'important', 2);
      const row = rowOf(canvasElement, 'นัดประชุมลูกค้ารายใหม่');
      await userEvent.click(within(row).getByRole('button', { name: /^Important:/ }));
      await expectUnread(canvasElement, 'important', 3);
    });
    await step('the Starred folder lists it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Starred/ }));
      await waitFor(() => expect(rowOf(canvasElement, 'นัดประชุมลูกค้ารายใหม่')).toBeVisible(), LONG);
      await expect(canvas.getByText('1–5 of 5')).toBeVisible();
    });
  },
};

/** Opening a mail: sender, recipient, message, attachments; it is read now, and back returns to the list. */
export const OpenMessage: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('open an unread mail with an attachment', async () => {
      await userEvent.click(
        within(rowOf(canvasElement, 'Launch plan')).getAllByRole('button')[0] as HTMLElement,
      );
      const heading = await canvas.findByRole(
        'heading',
        { name: 'Launch plan for the spring campaign' },
        LONG,
      );
      await waitFor(() => expect(heading).toHaveFocus(), LONG);
      await expect(canvas.getByText('Ava Thompson')).toBeVisible();
      await expect(canvas.getByText('<ava.thompson@example.com>')).toBeVisible();
      await expect(canvas.getByText('To: pat.lee@example.com')).toBeVisible();
      await expect(canvas.getByTestId('mail-message')).toHaveTextContent(
        /Hi Pat,\s+Attached is the sales chart/,
      );
      await expect(canvas.getByRole('link', { name: 'Open Sales chart.svg' })).toHaveAttribute(
        'href',
        '/apps/mail/chart.svg',
      );
      await expectUnread(canvasElement, 'inbox', 6);
    });
    await step('back to the list: the mail reads as read', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to Inbox' }));
      await loaded(canvasElement);
      await expect(rowOf(canvasElement, 'Launch plan')).not.toHaveTextContent('Unread');
    });
  },
};

/** Compose: the fields are checked, then the mail is sent and shows in Sent. */
export const Compose: Story = {
  // The sent mail's time is the mock's clock: fixed, so the screenshot is the same every day.
  beforeEach: () => setMailClock(() => new Date('2026-11-24T10:00:00.000Z')),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('empty and wrong fields are named', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
      const dialog = await page.findByRole('dialog', { name: 'New message' }, LONG);
      await userEvent.type(within(dialog).getByRole('textbox', { name: /To/ }), 'ava@example');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await expect(
        await within(dialog).findByText('Enter a valid email address, like name@example.com', {}, LONG),
      ).toBeVisible();
      await expect(within(dialog).getByText('Enter a subject')).toBeVisible();
      await expect(within(dialog).getByText('Write a message')).toBeVisible();
    });
    await step('a valid mail is sent', async () => {
      const dialog = page.getByRole('dialog', { name: 'New message' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /To/ }), '.com');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Lunch on Friday?');
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Message/ }),
        'Hi Ava,{enter}{enter}Lunch at noon?',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), LONG);
      await expect(await page.findByText('Message sent to ava@example.com', {}, LONG)).toBeVisible();
    });
    await step('Sent lists it first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Sent/ }));
      await waitFor(() => expect(canvas.getByText('1–3 of 3')).toBeVisible(), LONG);
      const first = within(canvas.getByRole('list', { name: 'Mails' })).getAllByRole('listitem')[0];
      await expect(first).toHaveTextContent('Lunch on Friday?');
      await userEvent.click(page.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page.queryByText('Message sent to ava@example.com')).toBeNull(), LONG);
    });
  },
};

/** Reply: to the sender, `Re:` before the subject, the cursor in the message. */
export const Reply: Story = {
  parameters: { router: { initialEntries: ['/app/mail?folder=inbox&mail=mail-03'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'API rate limits for the mobile app' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    const dialog = await page.findByRole('dialog', { name: 'Reply' }, LONG);
    await expect(within(dialog).getByRole('textbox', { name: /To/ })).toHaveValue('liam.carter@example.com');
    await expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue(
      'Re: API rate limits for the mobile app',
    );
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveFocus(), LONG);
  },
};

export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Search mail' });
    await step('words of the subject, name or message', async () => {
      await userEvent.type(search, 'ava');
      await waitFor(() => expect(canvas.getByText('1–4 of 4')).toBeVisible(), LONG);
    });
    await step('nothing found', async () => {
      await userEvent.type(search, ' zebra');
      await expect(await canvas.findByText('No mail matches “ava zebra”', {}, LONG)).toBeVisible();
    });
  },
};

/** 5,000 mails: pages of 25, the next page, and a page of 1,000 that scrolls (virtualised rows). */
export const ManyMails: Story = {
  beforeEach: () => replaceMails(generatedMails(5000)),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const inbox = generatedMails(5000).filter((mail) => !mail.spam).length;
    const total = inbox.toLocaleString('en-US');
    await expect(canvas.getByText(`1–25 of ${total}`)).toBeVisible();
    await step('next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
      await expect(await canvas.findByText(`26–50 of ${total}`, {}, LONG)).toBeVisible();
    });
    await step('a page of 1,000 keeps few rows in the page', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: /Rows per page/ }));
      await userEvent.click(await page.findByRole('option', { name: '1000' }, LONG));
      await expect(await canvas.findByText(`1–1,000 of ${total}`, {}, LONG)).toBeVisible();
      const rows = within(canvas.getByRole('list', { name: 'Mails' })).getAllByRole('listitem');
      await expect(rows.length).toBeLessThan(30);
      await expect(rows[0]).toHaveAttribute('aria-setsize', String(inbox));
    });
  },
};

/** A link to a mail far off the first page (mail 4,001 of 5,000): the server sends that one mail. */
export const LinkToMailOffThePage: Story = {
  beforeEach: () => replaceMails(generatedMails(5000)),
  parameters: {
    router: { initialEntries: [`/app/mail?folder=all&mail=${generatedMails(5000)[4000]?.id ?? ''}`] },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const mail = generatedMails(5000)[4000];
    await step('the mail shows, with its sender', async () => {
      await expect(await canvas.findByRole('heading', { name: mail?.subject }, LONG)).toBeVisible();
      await expect(canvas.getAllByText(mail?.sender.name ?? '').length).toBeGreaterThan(0);
    });
    await step("back goes to the folder's first page", async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Back to All mail/ }));
      await expect(await canvas.findByText('1–25 of 5,000', {}, LONG)).toBeVisible();
    });
  },
};

export const EmptyFolder: Story = {
  parameters: { msw: { handlers: { mail: mailScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing in Inbox', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Mails you get or send show up here.')).toBeVisible();
    await expect(canvas.queryByTestId('unread-inbox')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mail: mailScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading mail…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { mail: mailScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load your mail')).toBeVisible();
    await expect(within(alert).getByText(/Internal server error/)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The retry takes the alert away while it asks again, then fails again: look it up afresh.
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), LONG);
  },
};

export const LongNames: Story = {
  beforeEach: () => replaceMails(longThaiMails),
  parameters: { router: { initialEntries: ['/app/mail?folder=inbox&mail=thai-1'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: /ขอเชิญเข้าร่วมประชุมใหญ่/ }, LONG);
    await expect(heading).toBeVisible();
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await noSidewaysScroll(card, { slack: 1 });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(26, 34, 63)');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await loaded(canvasElement);
    const folders = canvas.getByRole('navigation', { name: 'Folders' }).getBoundingClientRect();
    await expect(folders.left).toBeGreaterThan(list.getBoundingClientRect().left);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'อีเมล' }, LONG);
    await expect(canvas.getByRole('button', { name: /กล่องจดหมาย/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'เขียนอีเมล' })).toBeVisible();
  },
};

/** A phone: folders in a drawer, and the list and the mail as two pages. */
export const Mobile: Story = {
  decorators: [withPhoneFrame({ variant: 'device' })],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Folders' })).toBeNull();
    const frame = canvas.getByTestId('phone-frame');
    await noSidewaysScroll(frame);
    await step('the mail replaces the list', async () => {
      await userEvent.click(
        within(rowOf(canvasElement, 'Launch plan')).getAllByRole('button')[0] as HTMLElement,
      );
      await canvas.findByRole('heading', { name: 'Launch plan for the spring campaign' }, LONG);
      await expect(canvas.queryByRole('list', { name: 'Mails' })).toBeNull();
      await noSidewaysScroll(frame);
      await userEvent.click(canvas.getByRole('button', { name: 'Back to Inbox' }));
      await loaded(canvasElement);
    });
    await step('folders open in a drawer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show folders: Inbox' }));
      const nav = await page.findByRole('navigation', { name: 'Folders' }, LONG);
      await userEvent.click(within(nav).getByRole('button', { name: /Spam/ }));
      await waitFor(() => expect(page.queryByRole('navigation', { name: 'Folders' })).toBeNull(), LONG);
      await expect(await canvas.findByText('1–2 of 2', {}, LONG)).toBeVisible();
      // The drawer gives the focus back to its button: leave it for a screenshot without the ring.
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};
