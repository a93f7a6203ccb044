import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MainCard } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';

/** `/sample-page`: the template's blank page, a card with a title and text (the layout gives the h1). */
export function SampleScreen() {
  const { t } = useT(utilitiesNs);
  return (
    <Box sx={pageSx}>
      <MainCard title={t('sample.title')}>
        <Typography variant="body1" sx={{ overflowWrap: 'break-word' }}>
          {t('sample.text')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary', overflowWrap: 'break-word' }}>
          {t('sample.more')}
        </Typography>
      </MainCard>
    </Box>
  );
}
