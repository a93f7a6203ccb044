import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  IconChartArrowsVertical,
  IconChecklist,
  IconCurrencyDollar,
  IconDownload,
  IconEye,
  IconReceiptRefund,
  IconShoppingCart,
  IconTrendingDown,
  IconTrendingUp,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

import { useT } from '../../shared/i18n/useT';
import { formatChange, formatFigure } from '../figures';
import { widgetNs } from '../i18n';
import type { Stat, StatId } from '../types';
import { Sparkline } from './Sparkline';

/** The palette colours of the cards: the preset's primary and secondary, then the status colours. */
type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'orange' | 'error';

const looks: Record<StatId, { icon: Icon; tone: Tone }> = {
  revenue: { icon: IconCurrencyDollar, tone: 'primary' },
  orders: { icon: IconShoppingCart, tone: 'secondary' },
  customers: { icon: IconUsers, tone: 'success' },
  conversion: { icon: IconChartArrowsVertical, tone: 'orange' },
  pageViews: { icon: IconEye, tone: 'secondary' },
  downloads: { icon: IconDownload, tone: 'primary' },
  tasks: { icon: IconChecklist, tone: 'warning' },
  refunds: { icon: IconReceiptRefund, tone: 'error' },
};

const toneColor = (theme: Theme, tone: Tone) => theme.palette[tone].main;

/** A statistics card: icon, name, figure, change against last month and the recent trend. */
export function StatCard({ stat }: { stat: Stat }) {
  const { t, locale } = useT(widgetNs);
  const theme = useTheme();
  const { icon: StatIcon, tone } = looks[stat.id];
  const color = toneColor(theme, tone);
  const up = stat.change >= 0;
  const TrendIcon = up ? IconTrendingUp : IconTrendingDown;
  const titleId = `stat-${stat.id}`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, pt: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: theme.spacing(5.5),
            height: theme.spacing(5.5),
            flexShrink: 0,
            borderRadius: 1,
            color,
            bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.2 : 0.12),
          }}
        >
          <StatIcon size={24} stroke={1.6} />
        </Box>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ color: 'text.secondary', fontWeight: 500, overflowWrap: 'break-word', minWidth: 0 }}
        >
          {t(`statistics.stat.${stat.id}`)}
        </Typography>
      </Box>
      <Box sx={{ px: 2.5, pt: 1.5 }}>
        <Typography
          component="p"
          variant="h3"
          sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
        >
          {formatFigure(stat.value, stat.format, locale)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: 0.5 }}>
          <Typography
            component="span"
            variant="subtitle2"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: up ? 'success.main' : 'error.main',
            }}
          >
            <TrendIcon size={16} stroke={2} aria-hidden />
            {t(up ? 'statistics.up' : 'statistics.down', { change: formatChange(stat.change, locale) })}
          </Typography>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {t('statistics.vsLast')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 'auto', pt: 1.5 }}>
        <Sparkline values={stat.trend} color={color} />
      </Box>
    </Card>
  );
}
