import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconAdjustmentsHorizontal, IconMoodEmpty, IconSearch, IconX } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useState } from 'react';

import { EmptyState, ErrorState, MainCard, visuallyHidden } from '@pp/ui';

import { useRemote } from '../shared/query/read';
import { filteredProductsAtom, productFilterAtom } from './atoms';
import { CartBadge } from './CartBadge';
import { ProductCard, ProductCardSkeleton } from './components/ProductCard';
import { facetCount, hasNoFacets, ProductFilterPanel, toggleCategory } from './components/ProductFilterPanel';
import { errorStateProps } from './components/errors';
import {
  categoryLabel,
  colourLabel,
  countLabel,
  genderLabel,
  priceRangeLabel,
  sortLabel,
  useShopT,
} from './components/i18n';
import { cartLine, useAddToCart } from './components/useAddToCart';
import { DEFAULT_PRODUCT_FILTER, PRODUCT_SORTS } from './rules/products';
import type { Category, Product, ProductFilter, ProductSort } from './types';
import { useDebouncedText } from '../shared/state/useDebouncedText';

/** Name of the CSS container the shop screens lay out against (works in any page width). */
const SHOP = 'shop';
/** Grid of product cards: as many columns of at least this many spacing units as fit. */
const CARD_MIN_WIDTH = 27;
const SKELETON_CARDS = 6;

/** A grid of cards at least `min` spacing units wide, as many per row as the container fits. */
export function productGridSx(min: number) {
  return (theme: Theme) =>
    ({
      display: 'grid',
      gap: 3,
      gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${theme.spacing(min)}), 1fr))`,
    }) as const;
}

/** One removable chip per facet in use. */
function ActiveFilters({
  filter,
  onChange,
}: {
  filter: ProductFilter;
  onChange: (next: ProductFilter) => void;
}) {
  const { t } = useShopT();
  const chips: { key: string; label: string; remove: () => ProductFilter }[] = [
    ...filter.gender.map((gender) => ({
      key: `g-${gender}`,
      label: genderLabel(t, gender),
      remove: () => ({ ...filter, gender: filter.gender.filter((value) => value !== gender) }),
    })),
    ...filter.categories
      .filter((category): category is Category => category !== 'all')
      .map((category) => ({
        key: `c-${category}`,
        label: categoryLabel(t, category),
        remove: () => ({ ...filter, categories: toggleCategory(filter.categories, category) }),
      })),
    ...filter.colors.map((color) => ({
      key: `k-${color}`,
      label: colourLabel(t, color),
      remove: () => ({ ...filter, colors: filter.colors.filter((value) => value !== color) }),
    })),
    ...(filter.price === ''
      ? []
      : [
          {
            key: 'price',
            label: priceRangeLabel(t, filter.price),
            remove: () => ({ ...filter, price: '' }),
          },
        ]),
    ...(filter.rating === 0
      ? []
      : [
          {
            key: 'rating',
            label: t('shop.ratingChip', { rating: filter.rating }),
            remove: () => ({ ...filter, rating: 0 }),
          },
        ]),
  ];
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('shop.activeFilters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            color="secondary"
            variant="outlined"
            size="small"
            onDelete={() => onChange(chip.remove())}
            deleteIcon={<IconX size={14} aria-label={t('shop.removeFilter', { label: chip.label })} />}
          />
        </li>
      ))}
    </Box>
  );
}

function ProductResults({ onReset, filter }: { onReset: () => void; filter: ProductFilter }) {
  const products = useRemote(filteredProductsAtom);
  const reload = products.retry;
  const { add, busy } = useAddToCart();
  const { t } = useShopT();
  const onAdd = (product: Product) => void add(cartLine(product));

  if (products.status === 'error') {
    return (
      <MainCard>
        <ErrorState
          {...errorStateProps(products.error, t('shop.loadFailed'), t)}
          onRetry={reload}
          size="large"
          titleComponent="h2"
        />
      </MainCard>
    );
  }
  if (products.data === undefined) {
    return (
      <Box sx={productGridSx(CARD_MIN_WIDTH)} role="status" aria-label={t('shop.loadingGrid')}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (products.data.length === 0) {
    const filtered = filter.search.trim() !== '' || !hasNoFacets(filter);
    return (
      <MainCard>
        <EmptyState
          size="large"
          titleComponent="h2"
          icon={<IconMoodEmpty size={36} stroke={1.5} />}
          title={filtered ? t('shop.noMatchTitle') : t('shop.noProductsTitle')}
          description={filtered ? t('shop.noMatchMessage') : t('shop.noProductsMessage')}
          action={
            filtered ? (
              <Button variant="contained" onClick={onReset}>
                {t('shop.resetFilters')}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => reload()}>
                {t('shop.reload')}
              </Button>
            )
          }
        />
      </MainCard>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      {products.isFetching && (
        <LinearProgress
          aria-label={t('shop.updating')}
          sx={{ position: 'absolute', top: (theme) => theme.spacing(-1.5), insetInline: 0 }}
        />
      )}
      <Box sx={[productGridSx(CARD_MIN_WIDTH), products.isFetching && { opacity: 0.6 }]}>
        {products.data.map((product) => (
          <ProductCard key={product.id} product={product} onAdd={onAdd} busy={busy} />
        ))}
      </Box>
    </Box>
  );
}

function ResultCount() {
  const products = useRemote(filteredProductsAtom);
  const { t } = useShopT();
  const text =
    products.data !== undefined
      ? countLabel(t, 'shop.showing', products.data.length)
      : products.status === 'error'
        ? t('shop.unavailable')
        : t('shop.loading');
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {text}
    </Typography>
  );
}

/**
 * `/e-commerce/products`: the shop. A grid of product cards with search (debounced), sort, a
 * filter panel (beside the grid when there is room, a drawer otherwise), the result count, and
 * loading, empty and error states.
 */
export function ProductsScreen() {
  const [filter, setFilter] = useAtom(productFilterAtom);
  const [search, setSearch] = useDebouncedText(filter.search, (text) =>
    setFilter((current) => ({ ...current, search: text })),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useShopT();

  const reset = () => {
    setSearch('');
    setFilter({ ...DEFAULT_PRODUCT_FILTER, sort: filter.sort });
  };
  const clearFacets = () =>
    setFilter({ ...DEFAULT_PRODUCT_FILTER, search: filter.search, sort: filter.sort });
  const facets = facetCount(filter);
  const panel = <ProductFilterPanel filter={filter} onChange={setFilter} onClear={clearFacets} />;

  return (
    <Box sx={{ containerType: 'inline-size', containerName: SHOP }}>
      <MainCard content={false} sx={{ mb: 3 }}>
        <Box sx={{ p: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="h1" variant="h3">
              {t('shop.title')}
            </Typography>
            <ResultCount />
          </Box>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: { '@': 'wrap', '@md/shop': 'nowrap' },
              order: { '@': 2, '@md/shop': 1 },
              flex: { '@': '1 1 100%', '@md/shop': '0 1 auto' },
            }}
          >
            <TextField
              size="small"
              type="search"
              placeholder={t('shop.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={(theme) => ({
                flex: `1 1 ${theme.spacing(30)}`,
                [theme.containerQueries(SHOP).up('md')]: { flex: `0 0 ${theme.spacing(32)}` },
              })}
              slotProps={{
                htmlInput: { 'aria-label': t('shop.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <IconSearch size={18} />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <TextField
              select
              size="small"
              label={t('shop.sortBy')}
              value={filter.sort}
              onChange={(event) => setFilter({ ...filter, sort: event.target.value as ProductSort })}
              sx={(theme) => ({
                flex: `1 0 ${theme.spacing(22)}`,
                [theme.containerQueries(SHOP).up('md')]: { flex: `0 0 ${theme.spacing(24)}` },
              })}
            >
              {PRODUCT_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {sortLabel(t, sort)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<IconAdjustmentsHorizontal size={18} />}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { '@': 'inline-flex', '@md/shop': 'none' }, flexShrink: 0 }}
            >
              {facets > 0 ? t('shop.filtersCount', { count: facets }) : t('shop.filters')}
            </Button>
          </Box>
          <CartBadge sx={{ order: { '@': 1, '@md/shop': 2 } }} />
        </Box>
      </MainCard>

      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md/shop': `${theme.spacing(33)} minmax(0, 1fr)` },
        })}
      >
        <Box
          component="aside"
          aria-label={t('shop.productFilters')}
          sx={{ display: { '@': 'none', '@md/shop': 'block' } }}
        >
          <MainCard>{panel}</MainCard>
        </Box>
        <Box
          component="section"
          aria-labelledby="shop-results-title"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
        >
          <Typography id="shop-results-title" component="h2" sx={visuallyHidden}>
            {t('shop.products')}
          </Typography>
          <ActiveFilters filter={filter} onChange={setFilter} />
          <ProductResults filter={filter} onReset={reset} />
        </Box>
      </Box>

      <Drawer
        anchor="right"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: (theme) => theme.spacing(40), maxWidth: '90vw', p: 3 } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <IconButton aria-label={t('shop.closeFilters')} onClick={() => setDrawerOpen(false)}>
            <IconX size={20} />
          </IconButton>
        </Box>
        {panel}
        <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => setDrawerOpen(false)}>
          {t('shop.showResults')}
        </Button>
      </Drawer>
    </Box>
  );
}
