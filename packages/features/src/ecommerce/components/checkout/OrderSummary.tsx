import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { MainCard, StatusChip } from '@pp/ui';

import { formatPrice } from '../format';
import { countLabel, useShopT } from '../i18n';

export interface OrderTotals {
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export interface OrderSummaryProps {
  totals: OrderTotals;
  /** The discount code applied, shown beside the discount. */
  code?: string;
  /** Below the totals: the discount code field. */
  children?: ReactNode;
  title?: string;
}

function Row({
  label,
  value,
  tone,
  chip,
}: {
  label: string;
  value: string;
  tone?: 'success';
  chip?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Box
        component="dt"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2', color: 'text.secondary' }}
      >
        {label}
        {chip}
      </Box>
      <Typography
        component="dd"
        variant="subtitle1"
        sx={{
          m: 0,
          color: tone === 'success' ? 'success.dark' : 'heading',
          textAlign: 'end',
          overflowWrap: 'break-word',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Subtotal, discount, shipping and total of the checkout (the totals panel). */
export function OrderSummary({ totals, code, children, title }: OrderSummaryProps) {
  const { t } = useShopT();
  return (
    <MainCard title={title ?? t('checkout.orderSummary')}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Row
          label={t('checkout.subtotal', { items: countLabel(t, 'labels.itemCount', totals.itemCount) })}
          value={formatPrice(totals.subtotal)}
        />
        <Row
          label={t('checkout.discount')}
          value={totals.discount > 0 ? `−${formatPrice(totals.discount)}` : formatPrice(0)}
          tone={totals.discount > 0 ? 'success' : undefined}
          chip={code ? <StatusChip color="success" label={code} /> : undefined}
        />
        <Row
          label={t('checkout.shipping')}
          value={totals.shipping > 0 ? formatPrice(totals.shipping) : t('checkout.free')}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 2,
            mt: 0.5,
            pt: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="h4">
            {t('checkout.total')}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, overflowWrap: 'break-word', textAlign: 'end' }}>
            {formatPrice(totals.total)}
          </Typography>
        </Box>
      </Box>
      {children !== undefined && <Box sx={{ mt: 3 }}>{children}</Box>}
    </MainCard>
  );
}
