import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MainCard } from '@pp/ui';
import type { ReactNode } from 'react';

/** A table page: one card titled like the page, a line saying what it shows, then the table. */
export function TablePage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <MainCard title={title} content={false} sx={{ minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          px: 3,
          pt: 2.5,
          pb: 1,
          overflowWrap: 'break-word',
          // The sentence keeps its own direction (English in an RTL page) and sits at the page's start.
          unicodeBidi: 'plaintext',
          textAlign: 'left',
        }}
      >
        {intro}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </MainCard>
  );
}

/** A switch of the table's toolbar (dense rows, 10,000 rows). */
export function ToolbarSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      sx={{ mr: 0, whiteSpace: 'nowrap', '& .MuiFormControlLabel-label': { unicodeBidi: 'plaintext' } }}
    />
  );
}
