import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';

/**
 * A square icon button of the header (the menu toggle, the theme settings): tinted in the preset's
 * secondary, 34 px (the main layout grows every header button's tap area to 44 px).
 */
export function HeaderButton({ sx, ...props }: ButtonBaseProps) {
  return (
    <ButtonBase
      {...props}
      sx={[
        (theme) => ({
          width: 34,
          height: 34,
          flexShrink: 0,
          borderRadius: `${theme.custom.borderRadius}px`,
          bgcolor: 'secondary.light',
          color: 'secondary.dark',
          transition: theme.transitions.create(['background-color', 'color']),
          '&:hover': { bgcolor: 'secondary.dark', color: 'secondary.light' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
