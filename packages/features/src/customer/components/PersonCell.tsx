import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PersonCellProps {
  name: string;
  /** Second line (an email, a company). */
  detail?: ReactNode;
  avatar?: string;
}

/** Avatar, name and a second line, for the first column of a table. */
export function PersonCell({ name, detail, avatar }: PersonCellProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {avatar !== undefined && (
        <Avatar src={avatar} alt="" sx={(theme) => ({ width: theme.spacing(5), height: theme.spacing(5) })} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="div" sx={{ overflowWrap: 'break-word' }}>
          {name}
        </Typography>
        {detail !== undefined && (
          <Typography
            variant="caption"
            component="div"
            sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
          >
            {detail}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
