import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { reachesTouchSquare } from '../storybook';
import { RowAction, RowActions } from './RowAction';

/** A row's three actions, as a DataTable's `rowActions` gives them. */
function Actions({
  onView,
  onEdit,
  onDelete,
  editDisabled = false,
}: {
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  editDisabled?: boolean;
}) {
  return (
    <Box sx={{ p: 3, bgcolor: 'background.paper' }}>
      <RowActions>
        <RowAction
          label="View Alex Carter"
          tooltip="View"
          icon={<IconEye size={18} />}
          color="secondary"
          onClick={onView}
        />
        <RowAction
          label="Edit Alex Carter"
          tooltip="Edit"
          icon={<IconPencil size={18} />}
          disabled={editDisabled}
          onClick={onEdit}
        />
        <RowAction
          label="Delete Alex Carter"
          tooltip="Delete"
          icon={<IconTrash size={18} />}
          color="error"
          onClick={onDelete}
        />
      </RowActions>
    </Box>
  );
}

const meta = {
  title: 'UI/DataTable/RowAction',
  component: Actions,
  args: { onView: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button names its row, shows its tooltip, and keeps a whole 44 px tap area. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Before any tooltip opens (it would cover a neighbour's tap area in the hit test).
    for (const button of canvas.getAllByRole('button')) await expect(reachesTouchSquare(button)).toBe(true);
    const edit = canvas.getByRole('button', { name: 'Edit Alex Carter' });
    await userEvent.hover(edit);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Edit');
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.unhover(edit);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** A disabled action does nothing when pressed. */
export const Disabled: Story = {
  args: { editDisabled: true },
  play: async ({ canvasElement, args }) => {
    const edit = within(canvasElement).getByRole('button', { name: 'Edit Alex Carter' });
    await expect(edit).toBeDisabled();
    await userEvent.click(edit, { pointerEventsCheck: 0 });
    await expect(args.onEdit).not.toHaveBeenCalled();
    // Its tooltip still says what it is; then the pointer leaves, for a screenshot at rest.
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Edit');
    await userEvent.unhover(edit.parentElement ?? edit);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
