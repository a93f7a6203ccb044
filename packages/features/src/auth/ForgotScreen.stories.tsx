import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { noSidewaysScroll, PHONE_GLOBALS, PHONE_VIEWPORT } from '@pp/ui/storybook';
import { formMessages } from '../shared/forms';
import { copy } from './copy';
import { ForgotScreen } from './ForgotScreen';
import { AuthRoutes, siteSettingHandler } from './storyKit';

const meta = {
  title: 'Auth/Forgot',
  component: ForgotScreen,
  render: () => <AuthRoutes />,
  parameters: {
    fullPage: true,
    router: { initialEntries: ['/forgot'] },
    msw: { handlers: { player: [siteSettingHandler] } },
  },
} satisfies Meta<typeof ForgotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const phoneField = (canvas: Canvas) => canvas.getByLabelText(copy.fields.phone);
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: copy.forgot.submit });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.forgot.title })).toBeVisible();
    await expect(canvas.getByText(copy.forgot.subtitle)).toBeVisible();
    await expect(phoneField(canvas)).toHaveAccessibleDescription(copy.hints.phone);
    await expect(phoneField(canvas)).toHaveAttribute('inputmode', 'tel');
    await expect(phoneField(canvas)).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('link', { name: copy.forgot.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const RequiredPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(formMessages.phone.required)).toBeVisible();
    await expect(phoneField(canvas)).toHaveFocus();
    await expect(canvas.queryByRole('heading', { name: copy.forgot.doneTitle })).toBeNull();
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(phoneField(canvas), 'admin');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(formMessages.phone.invalid)).toBeVisible();
  },
};

export const ContactAdminGuidance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(phoneField(canvas), '081 234 5678');
    await userEvent.click(submitButton(canvas));
    const heading = await canvas.findByRole('heading', { level: 2, name: copy.forgot.doneTitle });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(copy.forgot.doneIntro)).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[1]).toHaveTextContent('0812345678');
    await expect(canvas.getByRole('note')).toHaveTextContent(copy.forgot.safety);
    await expect(canvas.getByRole('link', { name: copy.forgot.contactSite })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
    await expect(canvas.getByRole('link', { name: copy.forgot.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ChangePhone: Story = {
  play: async (context) => {
    await ContactAdminGuidance.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.forgot.changePhone }));
    await expect(phoneField(canvas)).toHaveValue('081 234 5678');
    await expect(submitButton(canvas)).toBeVisible();
  },
};

export const BackToLogin: Story = {
  play: async (context) => {
    await ContactAdminGuidance.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: copy.forgot.backToLogin }));
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.login.title })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async (context) => {
    await ContactAdminGuidance.play?.(context);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async (context) => {
    await InvalidPhone.play?.(context);
  },
};

export const Mobile: Story = {
  globals: PHONE_GLOBALS,
  parameters: { viewport: PHONE_VIEWPORT },
  play: async (context) => {
    await ContactAdminGuidance.play?.(context);
    await noSidewaysScroll(document.documentElement, { within: 375 });
  },
};
