import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';

import { formatDate, MainCard } from '@pp/ui';

import { paths } from '../../../shared/routes/paths';
import type { CompletedOrder } from '../../atoms';
import { formatPrice, shopDate } from '../format';
import { countLabel, useShopT } from '../i18n';

/** The success view: order number, what happens next, and the way back to the shop. */
export function OrderComplete({ order, onContinue }: { order: CompletedOrder; onContinue: () => void }) {
  const { t, locale } = useShopT();
  const payment = order.method === 'card' ? t('complete.paidBy', { card: order.card }) : t('complete.cash');
  const delivery = order.shippingType === 'fast' ? t('complete.fast') : t('complete.free');
  return (
    <MainCard>
      <Box
        role="status"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 2,
          py: 4,
          px: 2,
        }}
      >
        <Avatar
          sx={(theme) => ({
            width: theme.spacing(10),
            height: theme.spacing(10),
            bgcolor: 'success.light',
            color: 'success.dark',
          })}
        >
          <IconCircleCheck size={48} stroke={1.5} />
        </Avatar>
        <Typography component="h2" variant="h2">
          {t('complete.thanks')}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: '52ch' }}>
          {t('complete.received', {
            items: countLabel(t, 'labels.itemCount', order.itemCount),
            date: formatDate(order.placedAt, shopDate(locale)),
          })}
          {order.billing && t('complete.deliveredTo', { name: order.billing.name, city: order.billing.city })}
        </Typography>
        <Box
          sx={{
            px: 3,
            py: 2,
            borderRadius: 2,
            bgcolor: 'background.default',
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('complete.number')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ letterSpacing: '0.04em' }}>
            {order.number}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content auto',
            alignItems: 'baseline',
            columnGap: 3,
            rowGap: 0.75,
            m: 0,
            textAlign: 'start',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('complete.total')}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0 }}>
            {formatPrice(order.total)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('complete.payment')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {payment}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('complete.delivery')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {delivery}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.ecommerce.products}
          variant="contained"
          color="secondary"
          onClick={onContinue}
          sx={{ mt: 1 }}
        >
          {t('complete.continueShopping')}
        </Button>
      </Box>
    </MainCard>
  );
}
