import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { IconPhoto, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { LoadingArea, Placeholder } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

/** How long the card's pretend request takes. */
const LOAD_MS = 1200;

const type: readonly NonNullable<TypographyProps['variant']>[] = ['h1', 'h3', 'body1', 'caption'];

/** `/advance/skeleton`: placeholders in every shape and animation, and a card that swaps to its content. */
export function SkeletonScreen() {
  const { t } = useT(advancePagesNs);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), LOAD_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <DemoPage label={t('pages.skeleton')}>
      <DemoSection title={t('skeleton.variants')} column>
        <Skeleton aria-hidden variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton aria-hidden variant="circular" width={48} height={48} />
        <Skeleton aria-hidden variant="rectangular" height={64} />
        <Skeleton aria-hidden variant="rounded" height={64} />
      </DemoSection>
      <DemoSection title={t('skeleton.animations')} column>
        {(['pulse', 'wave', false] as const).map((animation) => (
          <Box key={String(animation)}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`skeleton.${animation === false ? 'none' : animation}`)}
            </Typography>
            <Skeleton aria-hidden animation={animation} height={32} />
          </Box>
        ))}
      </DemoSection>
      <DemoSection title={t('skeleton.typography')} column>
        {type.map((variant) => (
          <Typography key={variant} component="div" variant={variant}>
            <Skeleton aria-hidden />
          </Typography>
        ))}
      </DemoSection>
      <DemoSection title={t('skeleton.card')} column>
        <Card variant="outlined">
          {loading ? (
            <LoadingArea label={t('skeleton.loading')}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
                <Placeholder variant="circular" width={40} height={40} />
                <Box sx={{ flexGrow: 1 }}>
                  <Placeholder width="60%" />
                  <Placeholder width="40%" />
                </Box>
              </Box>
              <Placeholder variant="rectangular" height={140} />
              <CardContent>
                <Placeholder />
                <Placeholder width="80%" />
              </CardContent>
            </LoadingArea>
          ) : (
            <>
              <CardHeader
                avatar={
                  <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>NP</Avatar>
                }
                title={t('skeleton.author')}
                subheader={t('skeleton.posted')}
                slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
              />
              <Box
                sx={{
                  height: 140,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.light',
                  color: 'primary.dark',
                }}
              >
                <IconPhoto size={48} aria-hidden />
              </Box>
              <CardContent>
                <Typography variant="body2">{t('skeleton.body')}</Typography>
              </CardContent>
            </>
          )}
        </Card>
        <Button
          variant="outlined"
          startIcon={<IconRefresh size={18} />}
          disabled={loading}
          onClick={() => setLoading(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('skeleton.reload')}
        </Button>
      </DemoSection>
    </DemoPage>
  );
}
