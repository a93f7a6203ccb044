import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type ReactNode } from 'react';

import {
  BORDER_RADIUS,
  configAtom,
  FONT_FAMILIES,
  LOCALES,
  updateConfigAtom,
  type FontFamilyName,
  type Locale,
  type ThemeConfig,
} from '../config/config';
import { localeNames, type SettingsLabels } from './labels';
import { PresetSwatches } from './PresetSwatches';

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

type BooleanSetting = {
  [K in keyof ThemeConfig]: ThemeConfig[K] extends boolean ? K : never;
}[keyof ThemeConfig];

/** A labelled switch bound to one on/off setting of the theme config. */
function ConfigSwitch({ setting, label }: { setting: BooleanSetting; label: string }) {
  const checked = useAtomValue(configAtom)[setting];
  const update = useSetAtom(updateConfigAtom);
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => update({ [setting]: event.target.checked })} />}
      label={label}
    />
  );
}

/** The first section (mode and direction): the one the tap that opens the drawer renders. */
export function LayoutSection({ labels }: { labels: SettingsLabels }) {
  const navType = useAtomValue(configAtom).navType;
  const update = useSetAtom(updateConfigAtom);
  const modeId = useId();
  return (
    <SettingsSection title={labels.layout}>
      <Typography variant="subtitle2" color="text.secondary" component="p" id={modeId}>
        {labels.mode}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={modeId}
        value={navType}
        onChange={(event) => update({ navType: event.target.value === 'dark' ? 'dark' : 'light' })}
      >
        <FormControlLabel value="light" control={<Radio />} label={labels.light} />
        <FormControlLabel value="dark" control={<Radio />} label={labels.dark} />
      </RadioGroup>
      <Typography variant="subtitle2" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {labels.direction}
      </Typography>
      <ConfigSwitch setting="rtlLayout" label={labels.rtl} />
    </SettingsSection>
  );
}

/**
 * The sections after the first: preset colours, font, radius, inputs, container and (when offered)
 * the language, each after a divider.
 */
export function ThemeSections({ labels, showLocale }: { labels: SettingsLabels; showLocale: boolean }) {
  const config = useAtomValue(configAtom);
  const update = useSetAtom(updateConfigAtom);
  const inputLabel = config.outlinedFilled ? labels.withBackground : labels.withoutBackground;
  return (
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
        <ConfigSwitch setting="outlinedFilled" label={inputLabel} />
        <TextField fullWidth size="small" sx={{ mt: 1 }} label={inputLabel} defaultValue="" />
      </SettingsSection>
      <Divider />
      <SettingsSection title={labels.boxContainer}>
        <ConfigSwitch setting="container" label={labels.container} />
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
    </>
  );
}
