import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { BarDatum, BarTooltipProps } from '@nivo/bar';
import { formatCurrency, MainCard, touchTarget } from '@pp/ui';
import { useState } from 'react';

import { ChartFrame } from '../../../shared/charts/ChartFrame';
import { ChartTooltip } from '../../../shared/charts/ChartTooltip';
import { seriesColors, useNivoBase } from '../../../shared/charts/nivoTheme';
import { useT } from '../../../shared/i18n/useT';
import { GROWTH_PERIODS } from '../../api/schemas';
import { DEMO_CURRENCY, formatBucket, moneyAxis, timeAxis } from '../../figures';
import { widgetNs } from '../../i18n';
import type { GrowthPeriod, WidgetChartResponse } from '../../types';
import { frameLabels } from './chartLabels';
import { Bar } from '../../../shared/charts/nivo';

const HEIGHT = 320;

/** Total growth (investment, loss, profit, maintenance) stacked per hour, day or month, with a period switch. */
export function GrowthChart({ growth }: { growth: WidgetChartResponse['growth'] }) {
  const { t, locale } = useT(widgetNs);
  const theme = useTheme();
  const base = useNivoBase();
  const colors = seriesColors(theme);
  const [period, setPeriod] = useState<GrowthPeriod>('month');
  const timeline = growth[period];
  const money = (value: number) => formatCurrency(value, { currency: DEMO_CURRENCY, locale });
  const bucket = (start: string) => formatBucket(start, timeline.unit, locale, 'long');
  const keys = timeline.series.map((series) => series.id);
  const label = (key: string | number) => t(`chart.series.${String(key) as (typeof keys)[number]}`);
  const data: BarDatum[] = timeline.starts.map((start, index) => ({
    start,
    ...Object.fromEntries(timeline.series.map((series) => [series.id, series.values[index] ?? 0])),
  }));
  const total = timeline.series.reduce((sum, series) => sum + series.values.reduce((a, b) => a + b, 0), 0);

  function Tooltip({ id, value, color, indexValue }: BarTooltipProps<BarDatum>) {
    return (
      <ChartTooltip
        title={bucket(String(indexValue))}
        rows={[{ color, label: label(id), value: money(value) }]}
      />
    );
  }

  const periodSwitch = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={period}
      aria-label={t('chart.growth.period')}
      onChange={(_, next: GrowthPeriod | null) => next && setPeriod(next)}
    >
      {GROWTH_PERIODS.map((value) => (
        <ToggleButton key={value} value={value} sx={[touchTarget, { px: 1.5 }]}>
          {t(`chart.growth.periods.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  return (
    <MainCard title={t('chart.growth.title')}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('chart.growth.total')}
          </Typography>
          <Typography variant="h3" component="p" role="status" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(total)}
          </Typography>
        </Box>
        {periodSwitch}
      </Box>
      <ChartFrame
        height={HEIGHT}
        labels={frameLabels(t)}
        legend={keys.map((key, index) => ({ label: label(key), color: colors[index] ?? '' }))}
        table={{
          caption: `${t('chart.growth.title')}, ${t(`chart.growth.periods.${period}`)}`,
          columns: [t('chart.growth.time'), ...keys.map(label)],
          rows: timeline.starts.map((start, index) => ({
            label: bucket(start),
            values: timeline.series.map((series) => money(series.values[index] ?? 0)),
          })),
        }}
      >
        {(width) => (
          <Bar
            width={width}
            height={HEIGHT}
            data={data}
            keys={keys}
            indexBy="start"
            groupMode="stacked"
            {...base}
            colors={colors}
            margin={{ top: 8, right: 8, bottom: 36, left: 56 }}
            padding={0.4}
            enableLabel={false}
            enableGridY
            gridYValues={5}
            axisBottom={timeAxis(timeline, width - 64, locale)}
            axisLeft={moneyAxis(locale)}
            tooltip={Tooltip}
          />
        )}
      </ChartFrame>
    </MainCard>
  );
}
