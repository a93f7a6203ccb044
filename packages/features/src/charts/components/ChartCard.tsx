import Typography from '@mui/material/Typography';
import { MainCard } from '@pp/ui';
import type { ReactNode } from 'react';

import type { ChartsT } from '../i18n';

/** A chart of the charts page: its card, title and one line saying what it shows. */
export function ChartCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <MainCard title={title} sx={{ height: '100%', minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'break-word' }}>
        {subtitle}
      </Typography>
      {children}
    </MainCard>
  );
}

/** The labels of the table toggle under every chart. */
export const frameLabels = (t: ChartsT) => ({
  showTable: t('common.showTable'),
  showChart: t('common.showChart'),
});
