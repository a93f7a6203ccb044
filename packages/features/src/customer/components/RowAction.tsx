import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** Visible tooltip and accessible name: 'Delete Alex Carter'. */
  label: string;
  /** Short tooltip text: 'Delete'. */
  tooltip: string;
  icon: ReactNode;
  color?: 'primary' | 'secondary' | 'error' | 'success' | 'warning';
  disabled?: boolean;
  onClick: () => void;
}

/** An icon button of a table row, with a tooltip and a name that says which row it acts on. */
export function RowAction({
  label,
  tooltip,
  icon,
  color = 'primary',
  disabled = false,
  onClick,
}: RowActionProps) {
  const button = (
    <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
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
