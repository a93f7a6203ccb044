import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';

import { ErrorState, MainCard } from '@pp/ui';

import type { RemoteRead } from '../../shared/query/read';
import type { Product } from '../types';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { errorStateProps } from './errors';
import { useShopT } from './i18n';

/** Width of a card in the carousel, in spacing units. */
const CARD_WIDTH = 30;

export interface RelatedProductsProps {
  /** The related products, with their retry. */
  products: RemoteRead<Product[]>;
  onAdd: (product: Product) => void;
  busy: boolean;
}

/** A scrollable row of other products, with previous / next buttons. */
export function RelatedProducts({ products, onAdd, busy }: RelatedProductsProps) {
  const row = useRef<HTMLUListElement>(null);
  const theme = useTheme();
  const { t } = useShopT();
  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const sign = theme.direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * sign * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  const arrows = (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <IconButton
        aria-label={t('related.previous')}
        onClick={() => scroll(-1)}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        {theme.direction === 'rtl' ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
      </IconButton>
      <IconButton
        aria-label={t('related.next')}
        onClick={() => scroll(1)}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        {theme.direction === 'rtl' ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
      </IconButton>
    </Box>
  );
  const ready = products.status !== 'error' && products.data !== undefined && products.data.length > 0;
  if (products.status !== 'error' && products.data?.length === 0) return null;
  return (
    <MainCard title={t('related.title')} secondary={ready ? arrows : undefined}>
      {products.status === 'error' ? (
        <ErrorState
          {...errorStateProps(products.error, t('related.loadFailed'), t)}
          size="large"
          onRetry={products.retry}
          titleComponent="h3"
        />
      ) : (
        <Box
          component="ul"
          ref={row}
          aria-label={t('related.title')}
          tabIndex={0}
          sx={(t) => ({
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: `min(${t.spacing(CARD_WIDTH)}, 80%)`,
            gap: 3,
            overflowX: 'auto',
            // Positioned, so the cards' visually hidden text (absolutely placed) is clipped by this
            // scroller rather than widening the page to the last card's x (3,300 px on a phone).
            position: 'relative',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'thin',
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1,
            '& > li': { scrollSnapAlign: 'start' },
            // The theme's one focus ring (the scroller is focusable so keys can scroll it).
            '&:focus-visible': t.focusVisible,
          })}
        >
          {products.data === undefined
            ? [0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.data.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} onAdd={onAdd} busy={busy} />
                </li>
              ))}
        </Box>
      )}
    </MainCard>
  );
}
