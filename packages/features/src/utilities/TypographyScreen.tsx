import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MainCard, TypographyTokens } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';

const TEXT_COLORS = [
  { key: 'primary', color: 'text.primary' },
  { key: 'secondary', color: 'text.secondary' },
  { key: 'success', color: 'success.dark' },
  { key: 'primaryMain', color: 'primary.main' },
  { key: 'secondaryMain', color: 'secondary.main' },
  { key: 'error', color: 'error.main' },
] as const;

const WEIGHTS = [400, 500, 600, 700] as const;

/** `/utils/util-typography`: the theme's type styles, its text colours and its font weights. */
export function TypographyScreen() {
  const { t } = useT(utilitiesNs);
  return (
    <Box sx={pageSx}>
      <TypographyTokens
        labels={{
          title: t('typography.title'),
          table: t('typography.table'),
          style: t('typography.style'),
          sample: t('typography.sample'),
          metrics: t('typography.metrics'),
          text: t('typography.text'),
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
        }}
      >
        <MainCard title={t('typography.colorsTitle')}>
          <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
            {TEXT_COLORS.map(({ key, color }) => (
              <Typography key={key} component="li" variant="body1" sx={{ color, overflowWrap: 'break-word' }}>
                {`${t(`typography.colors.${key}`)} `}
                <Box component="code" sx={{ fontSize: '0.8125rem' }}>
                  {color}
                </Box>
              </Typography>
            ))}
          </Box>
        </MainCard>
        <MainCard title={t('typography.weightsTitle')}>
          <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
            {WEIGHTS.map((weight) => (
              <Typography key={weight} component="li" variant="body1" sx={{ fontWeight: weight }}>
                {t('typography.weight', { weight })}
              </Typography>
            ))}
          </Box>
        </MainCard>
      </Box>
    </Box>
  );
}
