import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { configAtom, MainCard, PresetPalette } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';

/**
 * `/utils/util-color`: every colour of the preset and mode chosen in the theme settings (each
 * shade of each role, and the surfaces), with its hex value and the contrast of its text.
 */
export function ColorScreen() {
  const { t } = useT(utilitiesNs);
  const { presetColor, navType } = useAtomValue(configAtom);
  const title = t('color.title', {
    preset: presetColor,
    mode: t(navType === 'dark' ? 'color.dark' : 'color.light'),
  });
  return (
    <Box sx={pageSx}>
      <MainCard title={title}>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', overflowWrap: 'break-word' }}>
          {t('color.intro')}
        </Typography>
        <PresetPalette
          preset={presetColor}
          mode={navType}
          shades
          labels={{ list: title, passes: t('color.passes'), fails: t('color.fails') }}
        />
      </MainCard>
    </Box>
  );
}
