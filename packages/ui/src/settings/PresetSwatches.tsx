import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { IconCheck } from '@tabler/icons-react';

import { PRESET_COLORS, type NavType, type PresetColor } from '../config/config';
import { presets } from '../theme/palette';

export interface PresetSwatchesProps {
  value: PresetColor;
  mode: NavType;
  onChange: (preset: PresetColor) => void;
  label: (name: string) => string;
  /** Accessible name of the group. */
  groupLabel: string;
}

/** The 7 preset swatches; the current one is dimmed and ticked. */
export function PresetSwatches({ value, mode, onChange, label, groupLabel }: PresetSwatchesProps) {
  return (
    <Box
      role="radiogroup"
      aria-label={groupLabel}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 48px)', gap: 1.5, justifyContent: 'start' }}
    >
      {PRESET_COLORS.map((preset) => {
        const selected = preset === value;
        const { primary, secondary } = presets[preset][mode];
        return (
          <ButtonBase
            key={preset}
            role="radio"
            aria-checked={selected}
            aria-label={label(preset)}
            onClick={() => onChange(preset)}
            sx={(theme) => ({
              width: 48,
              height: 48,
              borderRadius: `${theme.custom.borderRadius}px`,
              overflow: 'hidden',
              position: 'relative',
              opacity: selected ? 0.6 : 1,
              outline: selected ? `2px solid ${theme.palette.text.primary}` : 'none',
              outlineOffset: 2,
              background: `linear-gradient(135deg, ${secondary} 50%, ${primary} 50%)`,
              '&:focus-visible': { outline: `3px solid ${theme.palette.text.primary}` },
            })}
          >
            {selected && <IconCheck size={22} color="#fff" stroke={3} aria-hidden />}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
