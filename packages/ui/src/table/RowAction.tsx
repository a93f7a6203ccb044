import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

import { touchTarget } from '../a11y/touchTarget';

export interface RowActionProps {
  /** Accessible name, naming the row: 'Delete Alex Carter'. */
  label: string;
  /** Short tooltip text: 'Delete'. */
  tooltip: string;
  icon: ReactNode;
  color?: 'primary' | 'secondary' | 'error' | 'success' | 'warning';
  disabled?: boolean;
  onClick: () => void;
}

/**
 * An icon button of a table row (a DataTable's `rowActions`), with a tooltip and a name that says
 * which row it acts on. Its tap area is 44 px; put a row's buttons in `RowActions`, which keeps
 * them far enough apart.
 */
export function RowAction({
  label,
  tooltip,
  icon,
  color = 'primary',
  disabled = false,
  onClick,
}: RowActionProps) {
  const button = (
    <IconButton
      size="small"
      color={color}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      sx={touchTarget}
    >
      {icon}
    </IconButton>
  );
  // A disabled button fires no events: the tooltip needs a wrapper to listen on.
  return (
    // Remounted when it turns disabled, so a tooltip opened by the click does not linger.
    <Tooltip key={disabled ? 'disabled' : 'enabled'} title={tooltip} describeChild>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}

/** A row's action buttons, far enough apart that each keeps its whole 44 px tap area. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>{children}</Box>;
}
