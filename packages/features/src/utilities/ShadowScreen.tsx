import Box from '@mui/material/Box';
import { ShadowTokens } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';

const ELEVATIONS = Array.from({ length: 25 }, (_, elevation) => elevation);

/** `/utils/util-shadow`: every elevation of the theme (0 to 24) on the paper colour. */
export function ShadowScreen() {
  const { t } = useT(utilitiesNs);
  return (
    <Box sx={pageSx}>
      <ShadowTokens
        elevations={ELEVATIONS}
        labels={{ title: t('shadow.title'), elevation: (elevation) => t('shadow.elevation', { elevation }) }}
      />
    </Box>
  );
}
