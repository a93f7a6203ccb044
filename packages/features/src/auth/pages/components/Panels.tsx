import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { StepHeader } from '../../components/StepHeader';
import { pagesCopy } from '../copy';
import { useCooldown } from '../motion';

/** What a finished step says: a check, a heading that takes the focus, the words and the way to login. */
export function DonePanel({ title, text, loginPath }: { title: string; text: string; loginPath: string }) {
  return (
    <Stack spacing={2.5}>
      <StepHeader icon={IconCircleCheck} tone="success" title={title} text={text} />
      <Button
        component={RouterLink}
        to={loginPath}
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
      >
        {pagesCopy.links.backToLogin}
      </Button>
    </Stack>
  );
}

/**
 * A resend button that then waits: for `RESEND_COOLDOWN_SECONDS` it is disabled and counts down,
 * and a status line says the message went again.
 */
export function ResendButton({
  label,
  sentLabel,
  seconds,
  prefix,
}: {
  label: string;
  sentLabel: string;
  seconds: number;
  /** Words before the button: 'ไม่ได้รับรหัส?'. */
  prefix?: ReactNode;
}) {
  const { left, start } = useCooldown(seconds);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          columnGap: 0.5,
        }}
      >
        {prefix && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {prefix}
          </Typography>
        )}
        <Button variant="text" color="secondary" disabled={left > 0} onClick={start}>
          {left > 0 ? pagesCopy.resendIn(left) : label}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="caption"
        sx={{ color: 'success.dark', minHeight: '1.25rem', display: 'block' }}
      >
        {left > 0 ? sentLabel : ''}
      </Typography>
    </Box>
  );
}

/** The small print of the pages that pretend to send something. */
export function DemoNote({ children = pagesCopy.demoNote }: { children?: ReactNode }) {
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
