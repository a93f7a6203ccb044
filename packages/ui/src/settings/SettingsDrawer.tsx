import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconSettings, IconX } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';

import {
  BORDER_RADIUS,
  configAtom,
  FONT_FAMILIES,
  LOCALES,
  resetConfigAtom,
  updateConfigAtom,
  type FontFamilyName,
  type Locale,
} from '../config/config';
import { HeaderButton } from '../layout/HeaderButton';
import { defaultSettingsLabels, localeNames, type SettingsLabels } from './labels';
import { PresetSwatches } from './PresetSwatches';

/** Width of the settings drawer, 280 px. */
export const SETTINGS_DRAWER_WIDTH = 280;

/** A titled section of the settings drawer (the app adds its own through `children`). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2.5, py: 2 }}>
      <Typography id={id} component="h3" variant="h5" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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
  const config = useAtomValue(configAtom);
  const update = useSetAtom(updateConfigAtom);
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
          <SettingsSection title={labels.layout}>
            <Typography variant="subtitle2" color="text.secondary" component="p" id={`${titleId}-mode`}>
              {labels.mode}
            </Typography>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-mode`}
              value={config.navType}
              onChange={(event) => update({ navType: event.target.value === 'dark' ? 'dark' : 'light' })}
            >
              <FormControlLabel value="light" control={<Radio />} label={labels.light} />
              <FormControlLabel value="dark" control={<Radio />} label={labels.dark} />
            </RadioGroup>
            <Typography variant="subtitle2" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {labels.direction}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={config.rtlLayout}
                  onChange={(event) => update({ rtlLayout: event.target.checked })}
                />
              }
              label={labels.rtl}
            />
          </SettingsSection>
          {complete && (
            <>
              <Divider />
              <SettingsSection title={labels.presetColor}>
                <PresetSwatches
                  value={config.presetColor}
                  mode={config.navType}
                  onChange={(presetColor) => update({ presetColor })}
                  label={labels.preset}
                  groupLabel={labels.presetColor}
                />
              </SettingsSection>
              <Divider />
              <SettingsSection title={labels.fontFamily}>
                <RadioGroup
                  aria-label={labels.fontFamily}
                  value={config.fontFamily}
                  onChange={(event) => update({ fontFamily: event.target.value as FontFamilyName })}
                >
                  {FONT_FAMILIES.map((family) => (
                    <FormControlLabel
                      key={family}
                      value={family}
                      control={<Radio />}
                      label={<span style={{ fontFamily: `'${family}', sans-serif` }}>{family}</span>}
                    />
                  ))}
                </RadioGroup>
              </SettingsSection>
              <Divider />
              <SettingsSection title={labels.borderRadius}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
                  <Typography variant="caption" aria-hidden>
                    {BORDER_RADIUS.min}px
                  </Typography>
                  <Slider
                    aria-label={labels.borderRadius}
                    value={config.borderRadius}
                    min={BORDER_RADIUS.min}
                    max={BORDER_RADIUS.max}
                    step={BORDER_RADIUS.step}
                    marks
                    valueLabelDisplay="auto"
                    getAriaValueText={(value) => `${value}px`}
                    onChange={(_event, value) =>
                      update({ borderRadius: Array.isArray(value) ? (value[0] ?? 8) : value })
                    }
                    color="secondary"
                  />
                  <Typography variant="caption" aria-hidden>
                    {BORDER_RADIUS.max}px
                  </Typography>
                </Box>
              </SettingsSection>
              <Divider />
              <SettingsSection title={labels.inputOutlinedWithFilled}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={config.outlinedFilled}
                      onChange={(event) => update({ outlinedFilled: event.target.checked })}
                    />
                  }
                  label={config.outlinedFilled ? labels.withBackground : labels.withoutBackground}
                />
                <TextField
                  fullWidth
                  size="small"
                  sx={{ mt: 1 }}
                  label={config.outlinedFilled ? labels.withBackground : labels.withoutBackground}
                  defaultValue=""
                />
              </SettingsSection>
              <Divider />
              <SettingsSection title={labels.boxContainer}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={config.container}
                      onChange={(event) => update({ container: event.target.checked })}
                    />
                  }
                  label={labels.container}
                />
              </SettingsSection>
              {showLocale && (
                <>
                  <Divider />
                  <SettingsSection title={labels.language}>
                    <TextField
                      select
                      fullWidth
                      size="small"
                      label={labels.language}
                      value={config.locale}
                      onChange={(event) => update({ locale: event.target.value as Locale })}
                    >
                      {LOCALES.map((locale) => (
                        <MenuItem key={locale} value={locale} lang={locale}>
                          {localeNames[locale]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </SettingsSection>
                </>
              )}
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
