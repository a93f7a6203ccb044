import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';

import type { DataTableLabels } from './types';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Id of the table the search controls. */
  controls: string;
  labels: Pick<DataTableLabels, 'search' | 'clearSearch'>;
}

/** The search field of the toolbar, with a clear button once something is typed. */
export function SearchBox({ value, onChange, controls, labels }: SearchBoxProps) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      placeholder={labels.search}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': labels.search, 'aria-controls': controls },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconSearch size={18} stroke={1.5} aria-hidden />
            </InputAdornment>
          ),
          endAdornment:
            value === '' ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={labels.clearSearch}
                  onClick={() => onChange('')}
                >
                  <IconX size={16} aria-hidden />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
}

export interface DataTableToolbarProps {
  /** The search box, or nothing. */
  search: ReactNode;
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** Buttons at the end. */
  actions?: ReactNode;
  /** A line under the toolbar, announced when it changes. */
  summary?: ReactNode;
}

/** Search and filters at the start, actions at the end, an optional summary line under them. */
export function DataTableToolbar({ search, filters, actions, summary }: DataTableToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 3,
        py: 2.5,
      }}
    >
      {filters === undefined ? (
        search || <span />
      ) : (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            flex: '1 1 auto',
            minWidth: 0,
          }}
        >
          {search}
          {filters}
        </Box>
      )}
      {actions !== undefined && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
        </Stack>
      )}
      {summary !== undefined && (
        <Box role="status" sx={{ flexBasis: '100%', typography: 'subtitle1', unicodeBidi: 'plaintext' }}>
          {summary}
        </Box>
      )}
    </Box>
  );
}
