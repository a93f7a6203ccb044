import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { touchTarget } from '@pp/ui';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** Accessible name, naming the row: 'Disable Welcome bonus'. */
  label: string;
  /** Short tooltip text: 'Disable'. */
  tooltip: string;
  icon: ReactNode;
  color?: 'primary' | 'secondary' | 'error' | 'success' | 'warning';
  onClick: () => void;
}

/**
 * An icon button of a table row, with a tooltip and a name that says which row it acts on. Its tap
 * area is 44 px; put a row's buttons in `RowActions`, which keeps them apart.
 */
export function RowAction({ label, tooltip, icon, color = 'primary', onClick }: RowActionProps) {
  return (
    <Tooltip title={tooltip} describeChild>
      <IconButton size="small" color={color} aria-label={label} onClick={onClick} sx={touchTarget}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** A row's action buttons, far enough apart that each keeps its whole 44 px tap area. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>{children}</Box>;
}

/** The on/off action of a row: pause while it is on, play while it is off. */
export function SwitchRowAction({ on, ...props }: Omit<RowActionProps, 'icon' | 'color'> & { on: boolean }) {
  return (
    <RowAction
      {...props}
      icon={on ? <IconPlayerPause size={18} stroke={1.5} /> : <IconPlayerPlay size={18} stroke={1.5} />}
      color={on ? 'warning' : 'success'}
    />
  );
}
