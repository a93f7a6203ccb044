import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MainCard } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { utilitiesNs } from './i18n';
import { pageSx } from './layout';

/** A visible grid item: a tinted box with its size written in it. */
function Item({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'secondary' }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        textAlign: 'center',
        bgcolor: `${tone}.light`,
        color: `${tone}.dark`,
        borderColor: `${tone}.main`,
        fontWeight: 500,
        overflowWrap: 'break-word',
      }}
    >
      {children}
    </Paper>
  );
}

const ROWS = [[12], [6, 6], [4, 4, 4], [3, 3, 3, 3], [8, 4], [2, 10]] as const;

function Intro({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', overflowWrap: 'break-word' }}>
      {children}
    </Typography>
  );
}

/** `/utils/util-grid`: MUI Grid in its uses: 12 columns, sizes by breakpoint, nesting, spacing. */
export function GridScreen() {
  const { t } = useT(utilitiesNs);
  return (
    <Box sx={pageSx}>
      <MainCard title={t('grid.columns')}>
        <Intro>{t('grid.columnsText')}</Intro>
        <Grid container spacing={2}>
          {ROWS.flatMap((row, rowIndex) =>
            row.map((size, index) => (
              <Grid key={`${rowIndex}-${index}`} size={size}>
                <Item>{size}</Item>
              </Grid>
            )),
          )}
        </Grid>
      </MainCard>
      <MainCard title={t('grid.responsive')}>
        <Intro>{t('grid.responsiveText')}</Intro>
        <Grid container spacing={2}>
          {[1, 2, 3, 4].map((index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
              <Item tone="secondary">xs 12 · sm 6 · md 3</Item>
            </Grid>
          ))}
        </Grid>
      </MainCard>
      <MainCard title={t('grid.nested')}>
        <Intro>{t('grid.nestedText')}</Intro>
        <Grid container spacing={2}>
          {[1, 2].map((outer) => (
            <Grid key={outer} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle1" component="p" sx={{ mb: 1.5 }}>
                  {`${t('grid.outer')} ${outer}`}
                </Typography>
                <Grid container spacing={1.5}>
                  {[1, 2, 3].map((index) => (
                    <Grid key={index} size={4}>
                      <Item tone="secondary">{t('grid.inner', { index })}</Item>
                    </Grid>
                  ))}
                </Grid>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </MainCard>
      <MainCard title={t('grid.spacingTitle')}>
        <Intro>{t('grid.spacingText')}</Intro>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {[0, 1, 3].map((spacing) => (
            <Box key={spacing}>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('grid.spacing', { spacing })}
              </Typography>
              <Grid container spacing={spacing}>
                {[1, 2, 3].map((index) => (
                  <Grid key={index} size={4}>
                    <Item>{t('grid.item', { size: 4 })}</Item>
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
        </Box>
      </MainCard>
    </Box>
  );
}
