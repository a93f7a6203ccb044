import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye, IconShoppingCartPlus, IconTableOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  DataTable,
  EmptyState,
  ErrorState,
  formatDate,
  MainCard,
  StatusChip,
  visuallyHidden,
  type DataTableColumn,
  type DataTableSort,
} from '@pp/ui';

import { useRemote } from '../shared/query/read';
import { pathTo } from '../shared/routes/paths';
import { catalogueAtom } from './atoms';
import { CartBadge } from './CartBadge';
import { errorStateProps } from './components/errors';
import { formatPrice, shopDate } from './components/format';
import { categoryLabel, countLabel, useShopT, type ShopT } from './components/i18n';
import { RatingLine } from './components/RatingLine';
import { cartLine, useAddToCart } from './components/useAddToCart';
import { categoryText, productSearchFields } from './productTable';
import type { Product } from './types';

/** Rows per page the table offers, and the default. */
export const ROWS_PER_PAGE = [5, 10, 25] as const;
const DEFAULT_ROWS_PER_PAGE = 10;
const DEFAULT_SORT: DataTableSort = { columnId: 'name', direction: 'asc' };

function ProductName({ product }: { product: Product }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        variant="rounded"
        src={product.image}
        alt=""
        sx={{ width: (theme) => theme.spacing(5), height: (theme) => theme.spacing(5) }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={pathTo.productDetails(product.id)}
          variant="subtitle1"
          sx={{ color: 'heading', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {product.name}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {product.description}
        </Typography>
      </Box>
    </Box>
  );
}

function Price({ product }: { product: Product }) {
  const { t } = useShopT();
  return (
    <>
      <Typography variant="subtitle1" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {formatPrice(product.offerPrice)}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textDecoration: 'line-through', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${t('labels.was')} `}
        </Box>
        {formatPrice(product.salePrice)}
      </Typography>
    </>
  );
}

/** The columns in the page's language (keep the result stable: it is memoised per locale). */
function productColumns(t: ShopT, locale: string): DataTableColumn<Product>[] {
  const category = (product: Product) => categoryText(product, (item) => categoryLabel(t, item));
  return [
    {
      id: 'name',
      label: t('list.product'),
      sortable: true,
      minWidth: 256,
      render: (product) => <ProductName product={product} />,
    },
    { id: 'category', label: t('list.category'), sortable: true, sortValue: category, render: category },
    {
      id: 'offerPrice',
      label: t('list.price'),
      align: 'right',
      sortable: true,
      firstSortDirection: 'desc',
      render: (product) => <Price product={product} />,
    },
    {
      id: 'discount',
      label: t('list.discount'),
      align: 'right',
      sortable: true,
      firstSortDirection: 'desc',
      render: (product) => `${product.discount}%`,
    },
    {
      id: 'rating',
      label: t('list.rating'),
      sortable: true,
      firstSortDirection: 'desc',
      render: (product) => <RatingLine value={product.rating} />,
    },
    {
      id: 'created',
      label: t('list.added'),
      sortable: true,
      firstSortDirection: 'desc',
      noWrap: true,
      sortValue: (product) => Date.parse(product.created),
      render: (product) => formatDate(product.created, shopDate(locale)),
    },
    {
      id: 'isStock',
      label: t('list.stock'),
      sortable: true,
      sortValue: (product) => Number(product.isStock),
      render: (product) =>
        product.isStock ? (
          <StatusChip color="success" label={t('labels.inStock')} />
        ) : (
          <StatusChip color="error" label={t('labels.outOfStock')} />
        ),
    },
  ];
}

const productId = (product: Product) => product.id;

/**
 * `/e-commerce/product-list`: the catalogue on the ui DataTable (search, sortable columns,
 * paging); each row links to the product and can add it to the cart.
 */
export function ProductListScreen() {
  const catalogue = useRemote(catalogueAtom);
  const { add, busy } = useAddToCart();
  const { t, locale } = useShopT();
  const columns = useMemo(() => productColumns(t, locale), [t, locale]);
  const searchFields = useMemo(() => productSearchFields((item) => categoryLabel(t, item)), [t]);
  const labels = useMemo(
    () => ({
      search: t('list.search'),
      clearSearch: t('list.clearSearch'),
      rowsPerPage: t('list.rowsPerPage'),
      displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('list.displayedRows', { from, to, count }),
      pageButton: (type: 'first' | 'last' | 'next' | 'previous') => t(`list.page_${type}`),
      actions: t('list.actions'),
      sortedAscending: t('list.sortedAscending'),
      sortedDescending: t('list.sortedDescending'),
      loading: t('list.loadingRows'),
    }),
    [t],
  );

  const status =
    catalogue.status === 'error'
      ? t('list.unavailable')
      : catalogue.data === undefined
        ? t('list.loading')
        : null;

  return (
    <MainCard content={false}>
      <Box sx={{ p: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography component="h1" variant="h3">
            {t('list.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {status}
          </Typography>
        </Box>
        <CartBadge />
      </Box>
      <Divider />
      <DataTable
        rows={catalogue.data ?? []}
        columns={columns}
        getRowId={productId}
        label={t('list.table')}
        searchFields={searchFields}
        defaultSort={DEFAULT_SORT}
        resetPageOnSort
        rowsPerPageOptions={ROWS_PER_PAGE}
        defaultRowsPerPage={DEFAULT_ROWS_PER_PAGE}
        minWidth={880}
        loading={catalogue.data === undefined && catalogue.status !== 'error'}
        labels={labels}
        summary={({ matching, query }) =>
          query === ''
            ? countLabel(t, 'labels.productCount', matching)
            : countLabel(t, 'list.match', matching, { query })
        }
        error={
          catalogue.status === 'error' ? (
            <ErrorState
              {...errorStateProps(catalogue.error, t('list.loadFailed'), t)}
              onRetry={catalogue.retry}
              size="large"
              titleComponent="h2"
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            size="large"
            titleComponent="h2"
            icon={<IconTableOff size={36} stroke={1.5} />}
            title={t('list.emptyTitle')}
            description={t('list.emptyMessage')}
          />
        }
        noResultsState={() => (
          <EmptyState
            size="large"
            titleComponent="h2"
            icon={<IconTableOff size={36} stroke={1.5} />}
            title={t('list.noMatchTitle')}
            description={t('list.noMatchMessage')}
          />
        )}
        rowActions={(product) => (
          <>
            <Tooltip title={t('list.view')}>
              <IconButton
                component={RouterLink}
                to={pathTo.productDetails(product.id)}
                aria-label={t('list.viewName', { name: product.name })}
                color="primary"
                size="small"
              >
                <IconEye size={18} />
              </IconButton>
            </Tooltip>
            <Tooltip title={product.isStock ? t('list.addToCart') : t('labels.outOfStock')}>
              <span>
                <IconButton
                  aria-label={t('card.addToCart', { name: product.name })}
                  color="secondary"
                  size="small"
                  disabled={!product.isStock || busy}
                  onClick={() => void add(cartLine(product))}
                >
                  <IconShoppingCartPlus size={18} />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
      />
    </MainCard>
  );
}
