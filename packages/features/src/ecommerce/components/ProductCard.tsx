import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';

import { StatusChip } from '@pp/ui';

import { pathTo } from '../../shared/routes/paths';
import type { Product } from '../types';
import { PriceTag } from './PriceTag';
import { useShopT } from './i18n';
import { RatingLine } from './RatingLine';

export interface ProductCardProps {
  product: Product;
  /** Quick add (first colour, default size, quantity 1); omitted hides the button. */
  onAdd?: (product: Product) => void;
  /** Disables the add button while a cart call runs. */
  busy?: boolean;
  /** Heading level of the product name. */
  headingComponent?: 'h2' | 'h3';
}

/** A product of the grid: picture, name, rating, prices and discount, add to cart. */
export function ProductCard({ product, onAdd, busy = false, headingComponent = 'h3' }: ProductCardProps) {
  const { t } = useShopT();
  const to = pathTo.productDetails(product.id);
  return (
    <Card
      component="article"
      aria-label={product.name}
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        '&:hover': { boxShadow: theme.shadows[4], borderColor: 'transparent' },
      })}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        tabIndex={-1}
        aria-hidden
        sx={{ position: 'relative', p: 2, pb: 0 }}
      >
        <Box
          component="img"
          src={product.image}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'contain', borderRadius: 2 }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: (theme) => theme.spacing(3),
            insetInlineStart: (theme) => theme.spacing(3),
            display: 'flex',
            gap: 0.5,
          }}
        >
          {!product.isStock && <StatusChip color="error" label={t('labels.outOfStock')} />}
        </Box>
      </CardActionArea>
      <CardContent
        sx={{
          p: 2,
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.75,
          '&:last-child': { pb: 2 },
        }}
      >
        <Typography component={headingComponent} variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link
            component={RouterLink}
            to={to}
            color="inherit"
            underline="hover"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'break-word',
            }}
          >
            {product.name}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {product.description}
        </Typography>
        <RatingLine value={product.rating} />
        <Box
          sx={{
            mt: 'auto',
            pt: 1,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <PriceTag product={product} />
          {onAdd && (
            <Button
              variant="contained"
              size="small"
              color="secondary"
              disabled={!product.isStock || busy}
              onClick={() => onAdd(product)}
              aria-label={t('card.addToCart', { name: product.name })}
              sx={{ minWidth: 0, px: 1.25, flexShrink: 0 }}
            >
              <IconShoppingCartPlus size={18} />
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The shape of a product card while products load. */
export function ProductCardSkeleton() {
  return (
    <Card sx={{ border: 1, borderColor: 'divider', height: '100%' }} aria-hidden>
      <Box sx={{ p: 2, pb: 0 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
      </Box>
      <CardContent sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
        <Skeleton variant="text" sx={{ fontSize: '1rem', width: '80%' }} />
        <Skeleton variant="text" sx={{ width: '60%' }} />
        <Skeleton variant="text" sx={{ width: '40%' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '35%' }} />
          <Skeleton
            variant="rounded"
            sx={{ width: (theme) => theme.spacing(5), height: (theme) => theme.spacing(4) }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
