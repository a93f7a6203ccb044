import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState, MainCard } from '@pp/ui';

import { cartPendingAtom, checkoutAtom, removeFromCartAtom, updateQuantityAtom } from '../../atoms';
import { lineSubtotal } from '../../rules/cart';
import type { CartItem } from '../../types';
import { ColorDot } from '../ColorDot';
import { ForwardArrow } from '../Directional';
import { formatPrice } from '../format';
import { colourLabel, countLabel, sizeLabel, useShopT } from '../i18n';
import { paths, pathTo } from '../../../shared/routes/paths';
import { QuantityStepper } from '../QuantityStepper';
import { useCartAction } from './useCartAction';

function CartLine({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useShopT();
  return (
    <Box
      component="li"
      aria-label={line.name}
      sx={{
        display: 'grid',
        alignItems: 'center',
        gap: 2,
        py: 2.5,
        gridTemplateColumns: {
          '@': 'auto minmax(0, 1fr)',
          '@sm/checkout': 'auto minmax(0, 1fr) auto auto auto',
        },
      }}
    >
      <Box
        component="img"
        src={line.image}
        alt=""
        sx={{
          width: (theme) => theme.spacing(9),
          height: (theme) => theme.spacing(9),
          borderRadius: 1.5,
          display: 'block',
        }}
      />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={pathTo.productDetails(line.id)}
          variant="subtitle1"
          color="inherit"
          underline="hover"
          sx={{ fontWeight: 600, color: 'heading', overflowWrap: 'break-word' }}
        >
          {line.name}
        </Link>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            color: 'text.secondary',
          }}
        >
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}
          >
            <ColorDot color={line.color} size={1.75} />
            {colourLabel(t, line.color)}
          </Box>
          <Typography variant="body2" component="span">
            {t('cart.size', { size: sizeLabel(t, line.size) })}
          </Typography>
          <Typography variant="body2" component="span">
            {t('cart.each', { price: formatPrice(line.offerPrice) })}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: { '@': 'flex', '@sm/checkout': 'contents' },
          gridColumn: '2',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <QuantityStepper
          value={line.quantity}
          onChange={onQuantity}
          label={t('cart.quantityOf', { name: line.name })}
          disabled={busy}
          max={Math.max(10, line.quantity)}
        />
        <Typography
          variant="subtitle1"
          aria-label={t('cart.lineTotal', { amount: formatPrice(lineSubtotal(line)) })}
          sx={(theme) => ({
            marginInlineStart: { '@': 'auto', '@sm/checkout': 0 },
            minWidth: { '@sm/checkout': theme.spacing(11) },
            textAlign: 'end',
            color: 'heading',
            overflowWrap: 'break-word',
          })}
        >
          {formatPrice(lineSubtotal(line))}
        </Typography>
        <IconButton
          aria-label={t('cart.remove', { name: line.name })}
          color="error"
          onClick={onRemove}
          disabled={busy}
        >
          <IconTrash size={20} />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Step 1 of the checkout: the cart lines, with quantities and removal, or the empty cart. */
export function CartStep({ onNext }: { onNext: () => void }) {
  const checkout = useAtomValue(checkoutAtom);
  const busy = useAtomValue(cartPendingAtom) > 0;
  const updateQuantity = useSetAtom(updateQuantityAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const { run, error, clearError } = useCartAction();
  const { t } = useShopT();
  const lines = checkout.products;
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  if (lines.length === 0) {
    return (
      <MainCard>
        <EmptyState
          size="large"
          titleComponent="h2"
          icon={<IconShoppingCartOff size={36} stroke={1.5} />}
          title={t('cart.emptyTitle')}
          description={t('cart.emptyMessage')}
          action={
            <Button
              component={RouterLink}
              to={paths.ecommerce.products}
              variant="contained"
              color="secondary"
            >
              {t('cart.continueShopping')}
            </Button>
          }
        />
      </MainCard>
    );
  }

  return (
    <MainCard title={t('cart.title', { items: countLabel(t, 'labels.itemCount', count) })} content={false}>
      {error && (
        <Alert severity="error" onClose={clearError} sx={{ mx: 3, mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="ul" aria-label={t('checkout.step.cart')} sx={{ listStyle: 'none', m: 0, px: 3, py: 0 }}>
        {lines.map((line, index) => (
          <Fragment key={line.itemId}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <CartLine
              line={line}
              busy={busy}
              onQuantity={(quantity) =>
                void run(
                  () => updateQuantity({ itemId: line.itemId, quantity }),
                  t('cart.quantityFailed', { name: line.name }),
                )
              }
              onRemove={() =>
                void run(() => remove(line.itemId), t('cart.removeFailed', { name: line.name }))
              }
            />
          </Fragment>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, p: 3 }}>
        <Button component={RouterLink} to={paths.ecommerce.products} color="inherit">
          {t('cart.continueShopping')}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          endIcon={<ForwardArrow />}
          onClick={onNext}
          disabled={busy}
        >
          {t('cart.continueToBilling')}
        </Button>
      </Box>
    </MainCard>
  );
}
