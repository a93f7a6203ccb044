import type { Meta, StoryObj } from '@storybook/react-vite';
import { withNotification, withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { formsScenarios } from '@pp/mocks';
import { dismissSnackbars } from '../shared/storyKit';
import { REFERRAL_CODE } from './plugins/ClipboardDemo';
import { FormPluginsScreen } from './PluginsScreen';
import { card, dropFile, keepsItsWidth, LONG, memoryClipboard, pictureFile, textFile } from './storyKit';

const meta = {
  title: 'Forms/Plugins',
  component: FormPluginsScreen,
  decorators: [withNotification],
  parameters: { router: { initialEntries: ['/forms/plugins'] } },
  args: { clipboard: memoryClipboard() },
} satisfies Meta<typeof FormPluginsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor has loaded (its own chunk) and shows the sample text back in the preview. */
async function editorReady(canvasElement: HTMLElement) {
  const editor = await card(canvasElement, 'Rich-text editor');
  await editor.findByRole('textbox', { name: 'Message' }, LONG);
  return editor;
}

export const Default: Story = {
  args: { clipboard: memoryClipboard() },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'the bank search answers from the server, says when nothing matches, and is chosen',
      async () => {
        const search = await card(canvasElement, 'Autocomplete (server search)');
        const bank = search.getByRole('combobox', { name: 'Bank' });
        await userEvent.type(bank, 'zzz');
        await expect(await within(document.body).findByText('No bank matches', {}, LONG)).toBeVisible();
        await userEvent.clear(bank);
        await userEvent.type(bank, 'kas');
        await expect(within(document.body).getByText('Searching…')).toBeVisible();
        await userEvent.click(
          await within(document.body).findByRole('option', { name: /Kasikornbank/ }, LONG),
        );
        await expect(bank).toHaveValue('Kasikornbank');
        await expect(search.getByRole('status')).toHaveTextContent('Chosen: Kasikornbank (KBANK)');
      },
    );
    await step('the masks write the digits in their patterns', async () => {
      const masks = await card(canvasElement, 'Input masks');
      const phone = masks.getByRole('textbox', { name: 'Mobile number' });
      await userEvent.type(phone, '0812345678');
      await expect(phone).toHaveValue('081-234-5678');
      const account = masks.getByRole('textbox', { name: 'Bank account number' });
      await userEvent.type(account, '12345');
      await userEvent.tab();
      await expect(account).toHaveValue('123-4-5');
      await expect(
        await masks.findByText('Enter the 10 digits of the account: XXX-X-XXXXX-X.'),
      ).toBeVisible();
      await userEvent.type(account, '67890');
      await expect(account).toHaveValue('123-4-56789-0');
      await expect(masks.getByText('Digits kept: 1234567890')).toBeVisible();
      await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'false'));
    });
    await step('copy says so, and paste fills the field', async () => {
      const clipboard = await card(canvasElement, 'Clipboard');
      await userEvent.click(clipboard.getByRole('button', { name: 'Copy' }));
      await waitFor(
        () => expect(canvas.getByText(`Copied ${REFERRAL_CODE} to the clipboard.`)).toBeVisible(),
        LONG,
      );
      await userEvent.click(clipboard.getByRole('button', { name: 'Paste' }));
      await expect(clipboard.getByRole('textbox', { name: 'Pasted text' })).toHaveValue(REFERRAL_CODE);
    });
    await step('the drop zone refuses a text file by name and previews a picture', async () => {
      const drop = await card(canvasElement, 'File drop zone');
      dropFile(drop.getByText('or drop a file here'), textFile());
      await expect(await drop.findByRole('alert')).toHaveTextContent(
        'notes.txt is not a JPG, PNG or WebP picture.',
      );
      dropFile(drop.getByText('or drop a file here'), pictureFile());
      await expect(await drop.findByText('avatar.png', {}, LONG)).toBeVisible();
      await expect(drop.getByText('Ready to upload · 1 KB')).toBeVisible();
    });
    await step(
      'the editor toolbar says what is on, and the preview shows what is written as text',
      async () => {
        const editor = await editorReady(canvasElement);
        const preview = editor.getByRole('region', { name: 'Preview' });
        await expect(within(preview).getByText('player portal').tagName).toBe('STRONG');
        const list = editor.getByRole('button', { name: 'Bulleted list' });
        await expect(list).toHaveAttribute('aria-pressed', 'false');
        await userEvent.click(list);
        await expect(list).toHaveAttribute('aria-pressed', 'true');
        await expect(await within(preview).findByRole('listitem')).toHaveTextContent(
          /^Welcome to the player portal/,
        );
        await userEvent.click(editor.getByRole('button', { name: 'Undo' }));
        await expect(list).toHaveAttribute('aria-pressed', 'false');
        await expect(within(preview).queryByRole('listitem')).not.toBeInTheDocument();
      },
    );
    await dismissSnackbars();
  },
};

/** The search failed: the list says so, the rest of the page works. */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: { forms: formsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const search = await card(canvasElement, 'Autocomplete (server search)');
    await userEvent.click(search.getByRole('combobox', { name: 'Bank' }));
    await expect(
      await within(document.body).findByText('The search failed. Type again to retry.', {}, LONG),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await keepsItsWidth(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const masks = await card(canvasElement, 'Input masks');
    const phone = masks.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(phone, '0812345678');
    await expect(phone).toHaveValue('081-234-5678');
    await editorReady(canvasElement);
    await keepsItsWidth(canvasElement);
  },
};
