import { withNotification } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { contactHandlers } from '@pp/mocks/handlers/contact';

import { contactPaths } from '../../shared/api/endpoints';
import { endpointHandlers } from '../../shared/storyKit';
import { dismissSnackbars, LONG, openedDialog } from '../storyKit';
import { ContactDirectory } from './ContactDirectory';

const meta = {
  title: 'Apps/Contact/Parts/Contact directory',
  component: ContactDirectory,
  decorators: [withNotification],
  args: { view: 'list' },
} satisfies Meta<typeof ContactDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The list view from the details to the edit: a row opens the details, Edit there opens the
 * form with the contact, and the saved change shows in the row.
 */
export const DetailsToEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('18 contacts', {}, LONG);
    await userEvent.click(canvas.getByText('Alene Marsh'));
    const details = within(await openedDialog('Alene Marsh'));
    await userEvent.click(details.getByRole('button', { name: /Edit/ }));
    const form = within(await openedDialog('Edit contact'));
    const name = form.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Alene Marsh-Lee');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Alene Marsh-Lee', {}, LONG)).toBeVisible();
    await waitFor(
      () => expect(within(document.body).getByText('Alene Marsh-Lee updated')).toBeVisible(),
      LONG,
    );
    await dismissSnackbars();
  },
};

const failsOnce = endpointHandlers(contactPaths).getFailsThenRecovers('list');

/** The list fails once (500): Try again loads it. */
export const ErrorThenRetry: Story = {
  args: { view: 'cards' },
  parameters: { msw: { handlers: { contact: [failsOnce, ...contactHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(within(alert).getByText('We could not load the contacts')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('18 contacts', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await dismissSnackbars();
  },
};
