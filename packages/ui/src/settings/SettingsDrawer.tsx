import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconSettings, IconX } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';

import { resetConfigAtom } from '../config/config';
import { HeaderButton } from '../layout/HeaderButton';
import { defaultSettingsLabels, type SettingsLabels } from './labels';
import { LayoutSection, ThemeSections } from './sections';

/** Width of the settings drawer, 280 px. */
export const SETTINGS_DRAWER_WIDTH = 280;

export interface SettingsDrawerProps {
  labels?: Partial<SettingsLabels>;
  /** Start open (stories). */
  defaultOpen?: boolean;
  /** Offer the language choice (the app's template labels follow it). */
  showLocale?: boolean;
  /** More sections after the theme's (`SettingsSection`s; the app's demo data reset in mock mode). */
  children?: ReactNode;
}

/**
 * The theme settings drawer of the spec (right side, 280 px) and its opening button, a header
 * button: put it in the layout's `headerEnd` (nothing floats over the page).
 */
export function SettingsDrawer({
  labels: labelOverrides,
  defaultOpen = false,
  showLocale = true,
  children,
}: SettingsDrawerProps) {
  const labels = { ...defaultSettingsLabels, ...labelOverrides };
  const [open, setOpen] = useState(defaultOpen);
  // The tap that opens the drawer renders its header and first section; the other sections follow
  // at once as a deferred render, in slices, while the drawer slides in (all of them in the tap's
  // own task took about 200 ms at 4x CPU: some 30 MUI controls).
  const complete = useDeferredValue(open);
  const reset = useSetAtom(resetConfigAtom);
  const titleId = useId();

  return (
    <>
      <Tooltip title={labels.open}>
        <HeaderButton
          aria-label={labels.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <IconSettings size={20} stroke={1.5} />
        </HeaderButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { width: SETTINGS_DRAWER_WIDTH }, role: 'dialog', 'aria-labelledby': titleId },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 2 }}>
          <Typography id={titleId} component="h2" variant="h4">
            {labels.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Button size="small" color="error" onClick={() => reset()}>
              {labels.reset}
            </Button>
            <IconButton aria-label={labels.close} onClick={() => setOpen(false)} size="small">
              <IconX size={20} />
            </IconButton>
          </Box>
        </Box>
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>
          <LayoutSection labels={labels} />
          {complete && (
            <>
              <ThemeSections labels={labels} showLocale={showLocale} />
              {children && (
                <>
                  <Divider />
                  {children}
                </>
              )}
            </>
          )}
        </Box>
      </Drawer>
    </>
  );
}
