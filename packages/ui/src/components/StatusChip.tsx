import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';

export const STATUS_CHIP_COLORS = ['primary', 'secondary', 'success', 'error', 'orange', 'warning'] as const;
export type StatusChipColor = (typeof STATUS_CHIP_COLORS)[number];

export interface StatusChipProps extends Omit<ChipProps, 'color' | 'variant'> {
  label: ChipProps['label'];
  color?: StatusChipColor;
  /** Filled is a soft tinted chip; outlined is a border with coloured text. */
  variant?: 'filled' | 'outlined';
}

/** A status label (spec: primary, secondary, success, error, orange, warning; filled or outlined; disabled grey). */
export function StatusChip({
  color = 'primary',
  variant = 'filled',
  disabled = false,
  sx,
  ...rest
}: StatusChipProps) {
  return (
    <Chip
      size="small"
      {...rest}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      variant={variant}
      sx={[
        (theme) => {
          const tone = theme.palette[color];
          const light = theme.palette.mode === 'light';
          const text = light ? (tone.dark ?? tone.main) : tone.main;
          if (disabled) {
            return {
              '&.Mui-disabled': { opacity: 1 },
              color: theme.palette.text.secondary,
              bgcolor: variant === 'filled' ? theme.palette.grey[200] : 'transparent',
              borderColor: theme.palette.grey[300],
            };
          }
          return variant === 'filled'
            ? { color: text, bgcolor: light ? tone.light : alpha(tone.main, 0.16) }
            : { color: text, borderColor: tone.main, bgcolor: 'transparent' };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
