import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How hard a new password is to guess, 0 (nothing typed) to 4 (strong). */
export type PasswordStrengthLevel = 0 | 1 | 2 | 3 | 4;

const STRENGTH_COLOR = ['inherit', 'error', 'warning', 'info', 'success'] as const;

export interface PasswordStrengthMeterProps {
  level: PasswordStrengthLevel;
  /** What the meter says, in the page's words: 'Strength: fair'. Also the bar's accessible name. */
  label: string;
}

/**
 * The meter under a new password's field: a bar filled a quarter per level, red to green, and its
 * words, read out as they change. The level comes from the caller's rule (features'
 * `shared/forms/passwordStrength`).
 */
export function PasswordStrengthMeter({ level, label }: PasswordStrengthMeterProps) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={level * 25}
        color={STRENGTH_COLOR[level]}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {label}
      </Typography>
    </Box>
  );
}
