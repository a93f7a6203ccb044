import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import { IconChartDots } from '@tabler/icons-react';
import { EmptyState, LoadingArea, MainCard, Placeholder } from '@pp/ui';

import { spacedTicks } from '../shared/charts/axes';
import { useT } from '../shared/i18n/useT';
import { useTransitionRemote } from '../shared/query/read';
import { galleryAtom } from './atoms';
import { DonutChart } from './components/DonutChart';
import { GroupBarChart } from './components/GroupBarChart';
import { LoadFailure } from './components/LoadFailure';
import { MonthLineChart } from './components/MonthLineChart';
import { formatMonth } from './figures';
import { chartsNs, type ChartsT } from './i18n';
import type { ChartsGalleryResponse } from './types';

/** The charts flow in one column on a phone, two from the `md` container width. */
const gridSx = (theme: Theme) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.containerQueries.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** No chart has a point to draw. */
const isEmpty = (gallery: ChartsGalleryResponse) =>
  gallery.months.length === 0 && gallery.regions.length === 0 && gallery.devices.length === 0;

type SeriesId = ChartsGalleryResponse['visits' | 'players' | 'revenue'][number]['id'];

/** Each series with its label in the locale. */
const labelled = (t: ChartsT, series: readonly { id: SeriesId; values: number[] }[]) =>
  series.map((one) => ({ label: t(`gallery.series.${one.id}`), values: one.values }));

function Charts({ gallery }: { gallery: ChartsGalleryResponse }) {
  const { t, locale } = useT(chartsNs);
  const months = gallery.months.map((start) => ({
    label: formatMonth(start, locale, 'long'),
    short: formatMonth(start, locale, 'short'),
  }));
  const monthTicks = (labels: readonly string[], width: number) => spacedTicks(labels, width, 44);
  return (
    <Box sx={gridSx}>
      <MonthLineChart
        title={t('gallery.line.title')}
        subtitle={t('gallery.line.subtitle')}
        months={gallery.months}
        series={labelled(t, gallery.visits)}
        kind="count"
      />
      <MonthLineChart
        title={t('gallery.area.title')}
        subtitle={t('gallery.area.subtitle')}
        months={gallery.months}
        series={labelled(t, gallery.players)}
        kind="count"
        area
      />
      <GroupBarChart
        title={t('gallery.stacked.title')}
        subtitle={t('gallery.stacked.subtitle')}
        groupName={t('gallery.month')}
        groups={months}
        series={labelled(t, gallery.revenue)}
        kind="currency"
        mode="stacked"
        ticks={monthTicks}
      />
      <GroupBarChart
        title={t('gallery.grouped.title')}
        subtitle={t('gallery.grouped.subtitle')}
        groupName={t('gallery.region')}
        groups={gallery.regions.map((region) => ({
          label: t(`gallery.regions.${region.id}`),
          short: t(`gallery.regions.${region.id}`),
        }))}
        series={[
          { label: t('gallery.series.thisYear'), values: gallery.regions.map((region) => region.thisYear) },
          { label: t('gallery.series.lastYear'), values: gallery.regions.map((region) => region.lastYear) },
        ]}
        kind="currency"
        mode="grouped"
      />
      <DonutChart
        title={t('gallery.donut.title')}
        subtitle={t('gallery.donut.subtitle')}
        sliceName={t('gallery.device')}
        slices={gallery.devices.map((device) => ({
          id: device.id,
          label: t(`gallery.devices.${device.id}`),
          value: device.value,
        }))}
      />
      <GroupBarChart
        title={t('gallery.mixed.title')}
        subtitle={t('gallery.mixed.subtitle')}
        groupName={t('gallery.month')}
        groups={months}
        series={[{ label: t('gallery.series.deposits'), values: gallery.deposits.actual }]}
        line={{ label: t('gallery.series.target'), values: gallery.deposits.target }}
        kind="currency"
        mode="grouped"
        ticks={monthTicks}
      />
    </Box>
  );
}

/**
 * `/charts/apexchart` (the template's path; drawn with nivo): line, area, stacked and grouped bars,
 * a donut and bars with a line over them (`GET /api/charts/gallery`), each with its table alternative.
 */
export function GalleryScreen() {
  const { t } = useT(chartsNs);
  // Six charts' frames and tables: rendered in slices, the page answers taps meanwhile.
  const gallery = useTransitionRemote(galleryAtom);

  let body;
  if (gallery.status === 'loading')
    body = (
      <LoadingArea label={t('gallery.loading')} sx={gridSx}>
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} sx={{ p: 3 }}>
            <Placeholder width="40%" sx={{ mb: 2 }} />
            <Placeholder variant="rounded" height={280} />
          </Card>
        ))}
      </LoadingArea>
    );
  else if (gallery.status === 'error')
    body = (
      <MainCard>
        <LoadFailure error={gallery.error} onRetry={gallery.retry} />
      </MainCard>
    );
  else if (isEmpty(gallery.data))
    body = (
      <MainCard>
        <EmptyState
          tone="secondary"
          size="medium"
          icon={<IconChartDots size={32} stroke={1.5} />}
          title={t('gallery.emptyTitle')}
          description={t('gallery.emptyText')}
        />
      </MainCard>
    );
  else body = <Charts gallery={gallery.data} />;

  return <Box sx={{ containerType: 'inline-size', width: '100%', minWidth: 0 }}>{body}</Box>;
}
