import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { noSidewaysScroll, withPhoneFrame } from '../storybook';
import { DataTablePagination, type DataTablePaginationProps } from './DataTablePagination';
import { defaultDataTableLabels } from './types';

type PagedProps = Pick<DataTablePaginationProps, 'count' | 'showFirstLastButtons' | 'labels'> & {
  initialPage?: number;
};

/** The pagination as a table holds it: the page and the page size are the table's state. */
function Paged({ initialPage = 0, ...props }: PagedProps) {
  const [page, setPage] = useState(initialPage);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  return (
    <Box sx={{ bgcolor: 'background.paper' }}>
      <DataTablePagination
        {...props}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={setPage}
        onRowsPerPageChange={(next) => {
          setRowsPerPage(next);
          setPage(0);
        }}
      />
    </Box>
  );
}

const thaiLabels: DataTablePaginationProps['labels'] = {
  rowsPerPage: 'แถวต่อหน้า:',
  displayedRows: ({ from, to, count }) =>
    `${from.toLocaleString('th-TH')}–${to.toLocaleString('th-TH')} จาก ${count.toLocaleString('th-TH')}`,
  pageButton: (type) =>
    ({ first: 'ไปหน้าแรก', last: 'ไปหน้าสุดท้าย', next: 'ไปหน้าถัดไป', previous: 'ไปหน้าก่อนหน้า' })[type],
};

const meta = {
  title: 'UI/DataTable/DataTablePagination',
  component: Paged,
  args: { count: 132, showFirstLastButtons: true, labels: defaultDataTableLabels },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: the way back is closed, the way on open; a tap on next shows the next ten. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 132')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to first page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('11–20 of 132')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(canvas.getByText('131–132 of 132')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    // The focus leaves the buttons (no tooltip in the picture).
    await userEvent.click(canvas.getByText('131–132 of 132'));
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** A bigger page size starts again from the first page. */
export const PageSize: Story = {
  args: { initialPage: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('31–40 of 132')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /rows per page/i }));
    const options = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(options.getByRole('option', { name: '25' }));
    await expect(await canvas.findByText('1–25 of 132')).toBeVisible();
  },
};

/** Nothing to page through: both ways are closed. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    for (const name of ['first', 'previous', 'next', 'last']) {
      await expect(canvas.getByRole('button', { name: `Go to ${name} page` })).toBeDisabled();
    }
  },
};

/** A count in the millions keeps its separators and its line. */
export const HugeCount: Story = {
  args: { count: 12_345_678, initialPage: 1_234_567 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,345,671–12,345,678 of 12,345,678')).toBeVisible();
  },
};

/** Thai labels: the marks above and below the line are not clipped. */
export const Thai: Story = {
  args: { labels: thaiLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('แถวต่อหน้า:');
    await expect(label).toBeVisible();
    await expect(label.scrollHeight).toBeLessThanOrEqual(label.clientHeight + 1);
    await expect(canvas.getByText('1–10 จาก 132')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ไปหน้าถัดไป' })).toBeEnabled();
  },
};

/**
 * On a phone the page buttons wrap to a line of their own, at its end. (On a touch screen they are
 * 44 px squares: `pointer: coarse`, checked by the end-to-end layout walk.)
 */
export const OnAPhone: Story = {
  args: { labels: thaiLabels },
  decorators: [withPhoneFrame()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByText('1–10 จาก 132').getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'ไปหน้าถัดไป' });
    const last = canvas.getByRole('button', { name: 'ไปหน้าสุดท้าย' }).getBoundingClientRect();
    await expect(next.getBoundingClientRect().top).toBeGreaterThanOrEqual(count.bottom);
    await expect(Math.abs(last.right - count.right)).toBeLessThan(12);
    await noSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, play: Default.play };

/** Right to left: the way on points left and sits on the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Go to previous page' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Go to next page' }).getBoundingClientRect();
    await expect(next.left).toBeLessThan(previous.left);
  },
};
