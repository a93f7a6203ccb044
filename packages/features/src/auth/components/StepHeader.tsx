import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Icon } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** A round badge with a step's picture, in the secondary (or success) tint. */
export function StepBadge({
  icon: Picture,
  tone = 'secondary',
}: {
  icon: Icon;
  tone?: 'secondary' | 'success';
}) {
  return (
    <Avatar
      aria-hidden
      sx={{
        alignSelf: 'center',
        width: (theme) => theme.spacing(7),
        height: (theme) => theme.spacing(7),
        bgcolor: `${tone}.light`,
        color: `${tone}.dark`,
      }}
    >
      <Picture stroke={1.6} />
    </Avatar>
  );
}

/**
 * The top of a step that replaces a form (what to do next, a step done): its badge, a heading that
 * takes the focus so a screen reader reads on from there, and a line of text.
 */
export function StepHeader({
  icon,
  tone,
  title,
  text,
}: {
  icon: Icon;
  tone?: 'secondary' | 'success';
  title: string;
  text: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <StepBadge icon={icon} tone={tone} />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h3" sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', textWrap: 'pretty' }}>
        {text}
      </Typography>
    </Stack>
  );
}
