import { brokenWords, noSidewaysScroll, withNotification, withPhoneFrame } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { userScenarios } from '@pp/mocks';
import { userHandlers } from '@pp/mocks/handlers/user';

import { AccountProfile1Screen, AccountProfile2Screen, AccountProfile3Screen } from './AccountProfileScreens';
import { dismissSnackbars, LONG, settleFocus, userEndpoints } from './storyKit';

const meta = {
  title: 'User/Account Profile',
  component: AccountProfile1Screen,
  decorators: [withNotification],
} satisfies Meta<typeof AccountProfile1Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Profile1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Anong Chaiyaporn' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('anong.chaiyaporn@example.com')).toBeVisible();
    await expect(await canvas.findByText('Community Manager', {}, LONG)).toBeVisible();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Change password' }, LONG));
    const current = await canvas.findByLabelText(/^Current password/, {}, LONG);
    const next = canvas.getByLabelText(/^New password/);
    const confirm = canvas.getByLabelText(/^Confirm new password/);
    const submit = canvas.getByRole('button', { name: 'Change password' });
    await step('every field is required', async () => {
      await userEvent.click(submit);
      await expect(await canvas.findAllByText('Enter the password', {}, LONG)).toHaveLength(2);
      await expect(canvas.getByText('Enter the new password again')).toBeVisible();
    });
    await step('strength follows the typing; a different repeat is named', async () => {
      await userEvent.type(next, 'abc');
      await expect(canvas.getByText('Strength: weak')).toBeVisible();
      await userEvent.clear(next);
      await userEvent.type(next, 'Sunset-2026!');
      await expect(canvas.getByText('Strength: strong')).toBeVisible();
      await userEvent.type(confirm, 'Sunset-2026');
      await userEvent.click(submit);
      await expect(await canvas.findByText('The passwords do not match', {}, LONG)).toBeVisible();
    });
    await step('a wrong current password is named at its field', async () => {
      await userEvent.type(confirm, '!');
      await userEvent.type(current, 'not-it');
      await userEvent.click(submit);
      await expect(await canvas.findByText('That is not your current password', {}, LONG)).toBeVisible();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
    });
    await step('the right one changes it', async () => {
      await userEvent.clear(current);
      await userEvent.type(current, 'Demo@1234');
      await userEvent.click(submit);
      await waitFor(() => expect(page.getByText('Password changed')).toBeVisible(), LONG);
      await expect(current).toHaveValue('');
    });
    await dismissSnackbars();
  },
};

export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Settings' }, LONG));
    const newsletter = await canvas.findByRole(
      'checkbox',
      { name: 'Send me the community newsletter' },
      LONG,
    );
    await expect(newsletter).not.toBeChecked();
    await userEvent.click(newsletter);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(page.getByText('Settings saved')).toBeVisible(), LONG);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Settings' }));
    await expect(
      await canvas.findByRole('checkbox', { name: 'Send me the community newsletter' }, LONG),
    ).toBeChecked();
    await dismissSnackbars();
  },
};

export const Profile2Details: Story = {
  render: () => <AccountProfile2Screen />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Full name/ }, LONG);
    await expect(canvas.getByRole('button', { name: 'Personal details' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await step('a missing name and a bad email are named', async () => {
      await userEvent.clear(name);
      const email = canvas.getByRole('textbox', { name: /^Email/ });
      await userEvent.clear(email);
      await userEvent.type(email, 'anong@');
      await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
      await expect(await canvas.findByText('Enter your name', {}, LONG)).toBeVisible();
      await expect(canvas.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    });
    await step('valid details are saved and shown in the profile', async () => {
      await userEvent.type(name, 'Anong Chaiyaporn-Smith');
      const email = canvas.getByRole('textbox', { name: /^Email/ });
      await userEvent.type(email, 'example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(page.getByText('Details saved')).toBeVisible(), LONG);
      await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Anong Chaiyaporn-Smith' }, LONG),
      ).toBeVisible();
      await expect(canvas.getByText('anong@example.com')).toBeVisible();
    });
    await dismissSnackbars();
  },
};

export const Profile3: Story = {
  render: () => <AccountProfile3Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Anong Chaiyaporn' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: userScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByText('Loading the account…', {}, LONG);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  render: () => <AccountProfile3Screen />,
  parameters: { msw: { handlers: { user: userScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load the account', {}, LONG)).toBeVisible();
    await expect(canvas.getByText(/Internal server error/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('We could not load the account', {}, LONG)).toBeVisible();
    await settleFocus();
  },
};

export const LongThaiText: Story = {
  globals: { locale: 'th' },
  parameters: {
    msw: {
      handlers: {
        user: [
          userEndpoints.getReturns('accountProfile', {
            details: {
              name: 'ณัฐธิดา ประเสริฐวงศ์ตระกูลเจริญรุ่งเรืองศรีสวัสดิ์',
              email: 'natthida.prasertwongtrakul.charoenrungrueang@example.com',
              phone: '+66 81 555 0101',
              location: 'กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา มหาดิลกภพ นพรัตนราชธานีบูรีรมย์',
              birthday: '1994-05-12',
              about: 'ดูแลชุมชนผู้เล่นทั้งหมด จัดกิจกรรมพบปะประจำเดือน และเขียนจดหมายข่าวประจำสัปดาห์ให้สมาชิกทุกคน',
            },
            settings: {
              notifyComments: true,
              notifyFollowers: false,
              newsletter: true,
              privateProfile: false,
            },
          }),
          ...userHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { name: /ณัฐธิดา/ }, LONG);
    await expect(await brokenWords(name)).toEqual([]);
    await expect(canvas.getByRole('tab', { name: 'โปรไฟล์' })).toBeVisible();
    await expect(await canvas.findByText('12 พ.ค. 2537', {}, LONG)).toBeVisible();
  },
};

export const Dark: Story = {
  render: () => <AccountProfile3Screen />,
  globals: { mode: 'dark' },
  play: Profile3.play,
};

export const RightToLeft: Story = {
  render: () => <AccountProfile2Screen />,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Full name/ }, LONG);
    const nav = canvas.getByRole('navigation', { name: 'Account sections' }).getBoundingClientRect();
    await expect(nav.left).toBeGreaterThan(name.getBoundingClientRect().left);
  },
};

/** On a phone the summary and the forms stack in one column; nothing runs off the side. */
export const Mobile: Story = {
  render: () => <AccountProfile3Screen />,
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Anong Chaiyaporn' }, LONG);
    const save = canvas.getByRole('button', { name: 'Save details' });
    await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    const root = canvasElement.querySelector('.MuiCard-root')?.parentElement as HTMLElement;
    await noSidewaysScroll(root, { slack: 1 });
  },
};
