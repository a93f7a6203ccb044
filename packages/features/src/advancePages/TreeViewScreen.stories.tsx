import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPhoneFrame } from '@pp/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LONG, noSidewaysScrollIn, section } from '../shared/demoPage/storyKit';
import { TreeViewScreen } from './TreeViewScreen';

const meta = {
  title: 'Advance/TreeView',
  component: TreeViewScreen,
  parameters: { router: { initialEntries: ['/advance/treeview'] } },
} satisfies Meta<typeof TreeViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tree once the tree view has loaded. */
async function treeIn(canvasElement: HTMLElement, name: string) {
  // The fallback card has the first title too: look for the tree itself, once it has loaded.
  return within(await within(canvasElement).findByRole('tree', { name }, { timeout: 15000 }));
}

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the keyboard opens a folder and selects in it', async () => {
      const tree = await treeIn(canvasElement, 'Simple tree');
      const documents = tree.getByRole('treeitem', { name: 'Documents' });
      await expect(documents).toHaveAttribute('aria-expanded', 'false');
      documents.focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(documents).toHaveAttribute('aria-expanded', 'true'), LONG);
      await userEvent.keyboard('{ArrowDown}');
      const invoices = tree.getByRole('treeitem', { name: 'Invoices' });
      await expect(invoices).toHaveFocus();
      await userEvent.keyboard('[Space]');
      // MUI X marks the selected item with aria-checked.
      await expect(invoices).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(documents).toHaveAttribute('aria-expanded', 'false'), LONG);
    });
    await step('several selected from data', async () => {
      const tree = await treeIn(canvasElement, 'From data, several selected');
      await userEvent.click(tree.getByText('Contracts'));
      const card = await section(canvasElement, 'From data, several selected');
      await expect(card.getByRole('status')).toHaveTextContent('Selected: Contracts');
      await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
      await expect(card.getByRole('status')).toHaveTextContent('Selected: Contracts, Reports');
    });
    await step('a checked folder checks its files', async () => {
      const card = await section(canvasElement, 'Checkbox selection');
      await expect(card.getByRole('status')).toHaveTextContent('Items checked: 3');
      const tree = await treeIn(canvasElement, 'Checkbox selection');
      const documents = tree.getByRole('treeitem', { name: 'Documents' });
      await userEvent.click(within(documents).getAllByRole('checkbox', { hidden: true })[0] as HTMLElement);
      await expect(card.getByRole('status')).toHaveTextContent('Items checked: 7');
    });
    await step('custom icons, all open and all closed', async () => {
      const card = await section(canvasElement, 'Custom icons');
      await userEvent.click(card.getByRole('button', { name: 'Expand all' }));
      await expect(card.getByRole('status')).toHaveTextContent('Folders open: 3 of 3');
      await expect(card.getByRole('treeitem', { name: 'Playlists' })).toBeVisible();
      await userEvent.click(card.getByRole('button', { name: 'Collapse all' }));
      await expect(card.getByRole('status')).toHaveTextContent('Folders open: 0 of 3');
    });
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await treeIn(canvasElement, 'Checkbox selection');
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const tree = await treeIn(canvasElement, 'From data, several selected');
    const documents = tree.getByText('Documents').getBoundingClientRect();
    const invoices = tree.getByText('Invoices').getBoundingClientRect();
    // Children are indented from the right in a right-to-left page.
    await expect(invoices.right).toBeLessThan(documents.right);
  },
};

export const Mobile: Story = {
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    await treeIn(canvasElement, 'Custom icons');
    await noSidewaysScrollIn(canvasElement);
  },
};
