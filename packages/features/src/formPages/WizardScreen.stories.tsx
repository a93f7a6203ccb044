import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor } from 'storybook/test';

import { card, keepsItsWidth, LONG } from './storyKit';
import { FormWizardScreen } from './WizardScreen';

const meta = {
  title: 'Forms/Wizard',
  component: FormWizardScreen,
  parameters: { router: { initialEntries: ['/forms/wizard'] } },
} satisfies Meta<typeof FormWizardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Open an account';

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const wizard = await card(canvasElement, TITLE);
    const next = () => userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await step('Next checks the account step only', async () => {
      await next();
      await expect(await wizard.findAllByText('This field is required.')).toHaveLength(4);
      await userEvent.type(wizard.getByRole('textbox', { name: /^Email/ }), 'somchai@example.com');
      await userEvent.type(wizard.getByRole('textbox', { name: /^Username/ }), 'somchai');
      await userEvent.type(wizard.getByLabelText(/^Password/), 'secret123');
      await userEvent.type(wizard.getByLabelText(/^Confirm password/), 'secret123');
      await next();
      await expect(
        await wizard.findByRole('heading', { name: 'Personal details', level: 3 }, LONG),
      ).toHaveFocus();
    });
    await step('Back keeps what was typed', async () => {
      await userEvent.type(wizard.getByRole('textbox', { name: /^First name/ }), 'Somchai');
      await userEvent.click(wizard.getByRole('button', { name: 'Back' }));
      await expect(wizard.getByRole('textbox', { name: /^Email/ })).toHaveValue('somchai@example.com');
      await next();
      await expect(await wizard.findByRole('textbox', { name: /^First name/ }, LONG)).toHaveValue('Somchai');
    });
    await step('the personal step, the review, and the submit', async () => {
      await userEvent.type(wizard.getByRole('textbox', { name: /^Last name/ }), 'Jaidee');
      await userEvent.type(wizard.getByRole('textbox', { name: /^Mobile number/ }), '0812345678');
      await userEvent.type(wizard.getByLabelText(/^Birthday/), '1990-05-01');
      await next();
      await expect(await wizard.findByText('081-234-5678', {}, LONG)).toBeVisible();
      await expect(wizard.getByText('Somchai Jaidee')).toBeVisible();
      await userEvent.click(wizard.getByRole('button', { name: 'Create account' }));
      await expect(await wizard.findByText('You must accept the terms.')).toBeVisible();
      await userEvent.click(wizard.getByRole('checkbox', { name: /The details above are correct/ }));
      await userEvent.click(wizard.getByRole('button', { name: 'Create account' }));
      await expect(
        await wizard.findByRole('heading', { name: 'Account created', level: 3 }, LONG),
      ).toBeVisible();
      await expect(wizard.getByRole('status')).toHaveTextContent(
        'Welcome, Somchai Jaidee! We sent a confirmation to somchai@example.com.',
      );
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, TITLE);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, TITLE);
    await keepsItsWidth(canvasElement);
  },
};

/** On a phone the stepper stands vertical. */
export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const wizard = await card(canvasElement, TITLE);
    await waitFor(
      () => expect(canvasElement.querySelector('.MuiStepper-root')).toHaveClass('MuiStepper-vertical'),
      LONG,
    );
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeVisible();
    await keepsItsWidth(canvasElement);
  },
};
