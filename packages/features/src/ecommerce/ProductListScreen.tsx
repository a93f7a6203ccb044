import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye, IconShoppingCartPlus, IconTableOff } from '@tabler/icons-react';
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
import { formatPrice, plural, SHOP_DATE } from './components/format';
import { RatingLine } from './components/RatingLine';
import { cartLine, useAddToCart } from './components/useAddToCart';
import { categoryText, PRODUCT_SEARCH_FIELDS } from './productTable';
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
          was{' '}
        </Box>
        {formatPrice(product.salePrice)}
      </Typography>
    </>
  );
}

const COLUMNS: readonly DataTableColumn<Product>[] = [
  {
    id: 'name',
    label: 'Product',
    sortable: true,
    minWidth: 256,
    render: (product) => <ProductName product={product} />,
  },
  { id: 'category', label: 'Category', sortable: true, sortValue: categoryText, render: categoryText },
  {
    id: 'offerPrice',
    label: 'Price',
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (product) => <Price product={product} />,
  },
  {
    id: 'discount',
    label: 'Discount',
    align: 'right',
    sortable: true,
    firstSortDirection: 'desc',
    render: (product) => `${product.discount}%`,
  },
  {
    id: 'rating',
    label: 'Rating',
    sortable: true,
    firstSortDirection: 'desc',
    render: (product) => <RatingLine value={product.rating} />,
  },
  {
    id: 'created',
    label: 'Added',
    sortable: true,
    firstSortDirection: 'desc',
    noWrap: true,
    sortValue: (product) => Date.parse(product.created),
    render: (product) => formatDate(product.created, SHOP_DATE),
  },
  {
    id: 'isStock',
    label: 'Stock',
    sortable: true,
    sortValue: (product) => Number(product.isStock),
    render: (product) =>
      product.isStock ? (
        <StatusChip color="success" label="In stock" />
      ) : (
        <StatusChip color="error" label="Out of stock" />
      ),
  },
];

const productId = (product: Product) => product.id;

/**
 * `/e-commerce/product-list`: the catalogue on the ui DataTable (search, sortable columns,
 * paging); each row links to the product and can add it to the cart.
 */
export function ProductListScreen() {
  const catalogue = useRemote(catalogueAtom);
  const { add, busy } = useAddToCart();

  const status =
    catalogue.status === 'error'
      ? 'Products unavailable'
      : catalogue.data === undefined
        ? 'Loading products…'
        : null;

  return (
    <MainCard content={false}>
      <Box sx={{ p: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography component="h1" variant="h3">
            Product list
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
        columns={COLUMNS}
        getRowId={productId}
        label="Products"
        searchFields={PRODUCT_SEARCH_FIELDS}
        defaultSort={DEFAULT_SORT}
        resetPageOnSort
        rowsPerPageOptions={ROWS_PER_PAGE}
        defaultRowsPerPage={DEFAULT_ROWS_PER_PAGE}
        minWidth={880}
        loading={catalogue.data === undefined && catalogue.status !== 'error'}
        labels={{ search: 'Search products' }}
        summary={({ matching, query }) =>
          query === '' ? plural(matching, 'product') : `${plural(matching, 'product')} match “${query}”`
        }
        error={
          catalogue.status === 'error' ? (
            <ErrorState
              {...errorStateProps(catalogue.error, 'We could not load the products')}
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
            title="No products yet"
            description="Products added to the shop appear here."
          />
        }
        noResultsState={() => (
          <EmptyState
            size="large"
            titleComponent="h2"
            icon={<IconTableOff size={36} stroke={1.5} />}
            title="No products match your search"
            description="Check the spelling or try a shorter word."
          />
        )}
        rowActions={(product) => (
          <>
            <Tooltip title="View product">
              <IconButton
                component={RouterLink}
                to={pathTo.productDetails(product.id)}
                aria-label={`View ${product.name}`}
                color="primary"
                size="small"
              >
                <IconEye size={18} />
              </IconButton>
            </Tooltip>
            <Tooltip title={product.isStock ? 'Add to cart' : 'Out of stock'}>
              <span>
                <IconButton
                  aria-label={`Add ${product.name} to cart`}
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
