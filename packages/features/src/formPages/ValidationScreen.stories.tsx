import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { card, keepsItsWidth, LONG } from './storyKit';
import { FormValidationScreen } from './ValidationScreen';

const meta = {
  title: 'Forms/Validation',
  component: FormValidationScreen,
  parameters: { router: { initialEntries: ['/forms/validation'] } },
} satisfies Meta<typeof FormValidationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FORM = 'Create an account';

/** A refused submit: each field's message at the field, what was typed kept. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const form = await card(canvasElement, FORM);
    await userEvent.type(form.getByRole('textbox', { name: /^Username/ }), 'admin');
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'somchai@');
    await userEvent.type(form.getByRole('textbox', { name: /^Age/ }), '17');
    await userEvent.type(form.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(form.getByLabelText(/^Confirm password/), 'secret124');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByText('This username is taken.', {}, LONG)).toBeVisible();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Enter a number from 18 to 99.')).toBeVisible();
    await expect(form.getByText('The passwords do not match.')).toBeVisible();
    await expect(form.getByText('Choose one option.')).toBeVisible();
    await expect(form.getByText('You must accept the terms.')).toBeVisible();
    await expect(form.getAllByText('This field is required.')).toHaveLength(2);
    await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveValue('admin');
  },
};

/** The errors fixed one by one, the form sent, and what it sent shown. */
export const Default: Story = {
  play: async (context) => {
    await Errors.play?.(context);
    const { canvasElement } = context;
    const form = await card(canvasElement, FORM);
    const username = form.getByRole('textbox', { name: /^Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'nadech_k');
    const email = form.getByRole('textbox', { name: /^Email/ });
    await userEvent.type(email, 'example.com');
    const age = form.getByRole('textbox', { name: /^Age/ });
    await userEvent.clear(age);
    await userEvent.type(age, '27');
    const confirm = form.getByLabelText(/^Confirm password/);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'secret123');
    await userEvent.click(form.getByRole('combobox', { name: /^Country/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Thailand' }));
    await userEvent.type(form.getByLabelText(/^Available from/), '2026-12-01');
    await userEvent.type(form.getByLabelText(/^Available until/), '2026-12-31');
    await userEvent.click(form.getByRole('checkbox', { name: /I accept the terms/ }));
    await waitFor(() => expect(form.queryByText('This username is taken.')).toBeNull(), LONG);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const result = await card(canvasElement, 'What the form sent');
    await expect(result.getByRole('status')).toHaveTextContent('Form submitted');
    await expect(result.getByText('nadech_k')).toBeVisible();
    await expect(result.getByText('Thailand')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, FORM);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, FORM);
    await keepsItsWidth(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await card(canvasElement, FORM);
    await keepsItsWidth(canvasElement);
  },
};
