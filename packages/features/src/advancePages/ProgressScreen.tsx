import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { formatPercent } from '@pp/ui';

import { useT } from '../shared/i18n/useT';
import { colours, DemoPage, DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs } from './i18n';

/** One step of the simulated upload. */
const UPLOAD_STEP_MS = 300;

function CircularWithLabel({
  value,
  label,
  ...props
}: CircularProgressProps & { value: number; label: string }) {
  const { locale } = useT(advancePagesNs);
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={value}
        size={56}
        enableTrackSlot
        aria-label={label}
        {...props}
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Typography variant="caption" component="div" aria-hidden sx={{ fontWeight: 600 }}>
          {formatPercent(value, { locale })}
        </Typography>
      </Box>
    </Box>
  );
}

function LinearWithLabel({ value, label, ...props }: LinearProgressProps & { value: number; label: string }) {
  const { locale } = useT(advancePagesNs);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        sx={{ flexGrow: 1 }}
        {...props}
      />
      <Typography variant="body2" aria-hidden sx={{ minWidth: 40, color: 'text.secondary' }}>
        {formatPercent(value, { locale })}
      </Typography>
    </Box>
  );
}

/** `/advance/progress`: circular and linear progress, indeterminate, determinate with a label, buffered. */
export function ProgressScreen() {
  const { t } = useT(advancePagesNs);
  const [upload, setUpload] = useState<number | null>(null);

  useEffect(() => {
    if (upload === null || upload >= 100) return;
    const timer = setTimeout(() => setUpload((value) => Math.min(100, (value ?? 0) + 20)), UPLOAD_STEP_MS);
    return () => clearTimeout(timer);
  }, [upload]);

  return (
    <DemoPage label={t('pages.progress')}>
      <DemoSection title={t('progress.circular')}>
        {colours.map((colour) => (
          <CircularProgress
            key={colour}
            color={colour}
            aria-label={`${t('progress.loading')} ${t(`common.${colour}`)}`}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('progress.circularLabel')}>
        {[25, 50, 75, 100].map((value, index) => (
          <CircularWithLabel key={value} value={value} color={colours[index]} label={t('progress.done')} />
        ))}
      </DemoSection>
      <DemoSection title={t('progress.sizes')}>
        <CircularProgress size={24} aria-label={t('common.small')} />
        <CircularProgress size={40} aria-label={t('common.medium')} color="secondary" />
        <CircularProgress size={56} aria-label={t('common.large')} color="success" />
        <CircularProgress
          size={56}
          thickness={6}
          enableTrackSlot
          variant="determinate"
          value={70}
          aria-label={t('progress.thick')}
          color="warning"
        />
      </DemoSection>
      <DemoSection title={t('progress.linear')} column>
        {colours.map((colour) => (
          <LinearProgress
            key={colour}
            color={colour}
            aria-label={`${t('progress.loading')} ${t(`common.${colour}`)}`}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('progress.linearLabel')} column>
        <LinearWithLabel value={30} label={t('progress.done')} />
        <LinearWithLabel value={60} color="secondary" label={t('progress.done')} />
        <LinearWithLabel value={90} color="success" label={t('progress.done')} />
      </DemoSection>
      <DemoSection title={t('progress.buffer')} column>
        <LinearProgress variant="buffer" value={40} valueBuffer={60} aria-label={t('progress.buffer')} />
        <LinearProgress
          variant="buffer"
          value={70}
          valueBuffer={85}
          color="secondary"
          aria-label={t('progress.buffer')}
        />
        <LinearProgress variant="query" color="info" aria-label={t('progress.query')} />
      </DemoSection>
      <DemoSection title={t('progress.upload')} column>
        <Button
          variant="contained"
          startIcon={<IconUpload size={18} />}
          disabled={upload !== null && upload < 100}
          onClick={() => setUpload(0)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('progress.start')}
        </Button>
        <LinearWithLabel value={upload ?? 0} label={t('progress.upload')} />
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {upload === null
            ? t('progress.idle')
            : upload < 100
              ? t('progress.uploading')
              : t('progress.complete')}
        </Typography>
      </DemoSection>
    </DemoPage>
  );
}
