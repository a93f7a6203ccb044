import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { IconChevronDown } from '@tabler/icons-react';

import type { ReactNode } from 'react';

import { touchTarget } from '../a11y/touchTarget';
import type { DetailToggleProps, RowDetails } from './types';

/** The button that opens and closes a row's detail panel: a chevron that turns when open. */
function DetailToggle({ open, label, controls, onToggle }: DetailToggleProps) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      sx={[
        touchTarget,
        (theme) => ({
          '& svg': {
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shorter,
            }),
            transform: open ? 'rotate(180deg)' : 'none',
          },
        }),
      ]}
    >
      <IconChevronDown size={18} stroke={1.5} />
    </IconButton>
  );
}

const opening = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

/** A row's open detail: it slides in (no motion when the user asks for less); rendered only while open. */
function DetailPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box
      id={id}
      sx={(theme) => ({
        minWidth: 0,
        animation: `${opening} ${theme.transitions.duration.shorter}ms ${theme.transitions.easing.easeOut}`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      {children}
    </Box>
  );
}

/**
 * Detail panels for a DataTable's rows (its `rowDetails`): `render` gives a row's detail, shown
 * under the row when its button opens it.
 */
export function rowDetails<Row>(render: (row: Row) => ReactNode): RowDetails<Row> {
  return { render, Toggle: DetailToggle, Panel: DetailPanel };
}
