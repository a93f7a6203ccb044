import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { STATUS_CHIP_COLORS, StatusChip } from './StatusChip';

const meta = {
  title: 'UI/StatusChip',
  component: StatusChip,
  tags: ['autodocs'],
  args: { label: 'สำเร็จ', color: 'success' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('สำเร็จ')).toBeVisible();
  },
};

function Matrix() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(3, max-content)',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <span />
      <Typography variant="subtitle2">Filled</Typography>
      <Typography variant="subtitle2">Outlined</Typography>
      <Typography variant="subtitle2">Disabled</Typography>
      {STATUS_CHIP_COLORS.map((color) => (
        <Box key={color} sx={{ display: 'contents' }}>
          <Typography variant="body2">{color}</Typography>
          <StatusChip label={`${color} filled`} color={color} />
          <StatusChip label={`${color} outlined`} color={color} variant="outlined" />
          <StatusChip label={`${color} disabled`} color={color} disabled />
        </Box>
      ))}
    </Box>
  );
}

export const EveryColourAndVariant: Story = {
  render: () => <Matrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const color of STATUS_CHIP_COLORS) {
      await expect(canvas.getByText(`${color} filled`)).toBeVisible();
      await expect(canvas.getByText(`${color} outlined`)).toBeVisible();
    }
    const disabled = canvas.getByText('error disabled').closest('.MuiChip-root');
    await expect(disabled).toHaveClass('Mui-disabled');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: () => <Matrix />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('warning filled')).toBeVisible();
  },
};

export const ThaiStatuses: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <StatusChip label="รอดำเนินการ" color="warning" />
      <StatusChip label="สำเร็จ" color="success" />
      <StatusChip label="ไม่สำเร็จ" color="error" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('รอดำเนินการ')).toBeVisible();
    await expect(canvas.getByText('ไม่สำเร็จ')).toBeVisible();
  },
};
