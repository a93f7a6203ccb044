import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';

import { formatDate, MainCard } from '@pp/ui';

import { paths } from '../../../shared/routes/paths';
import type { CompletedOrder } from '../../atoms';
import { formatPrice, plural, SHOP_DATE } from '../format';

/** The success view: order number, what happens next, and the way back to the shop. */
export function OrderComplete({ order, onContinue }: { order: CompletedOrder; onContinue: () => void }) {
  const payment = order.method === 'card' ? `Paid by ${order.card}` : 'Cash on delivery';
  const delivery =
    order.shippingType === 'fast'
      ? 'Fast delivery, 1 to 2 working days'
      : 'Free delivery, 5 to 7 working days';
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
          Thank you for your order!
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: '52ch' }}>
          {`We have received your order of ${plural(order.itemCount, 'item')} on ${formatDate(order.placedAt, SHOP_DATE)}.`}
          {order.billing && ` It will be delivered to ${order.billing.name}, ${order.billing.city}.`}
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
            Order number
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
            Total
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0 }}>
            {formatPrice(order.total)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Payment
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {payment}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Delivery
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
          Continue shopping
        </Button>
      </Box>
    </MainCard>
  );
}
