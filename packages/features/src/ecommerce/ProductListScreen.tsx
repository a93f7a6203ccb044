import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye, IconSearch, IconShoppingCartPlus, IconTableOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState, ErrorState, formatDate, MainCard, StatusChip, visuallyHidden } from '@pp/ui';

import { useRemote } from '../shared/query/read';
import { catalogueAtom } from './atoms';
import { CartBadge } from './CartBadge';
import { formatPrice, plural, SHOP_DATE } from './components/format';
import { pathTo } from '../shared/routes/paths';
import { RatingLine } from './components/RatingLine';
import { errorStateProps } from './components/errors';
import { cartLine, useAddToCart } from './components/useAddToCart';
import {
  categoryText,
  matchesTableSearch,
  pageOf,
  sortTable,
  type ProductColumn,
  type SortDirection,
} from './productTable';

/** Rows per page the table offers; the first is the default. */
export const ROWS_PER_PAGE = [10, 5, 25] as const;

const COLUMNS: { id: ProductColumn; label: string; numeric?: boolean }[] = [
  { id: 'name', label: 'Product' },
  { id: 'category', label: 'Category' },
  { id: 'offerPrice', label: 'Price', numeric: true },
  { id: 'discount', label: 'Discount', numeric: true },
  { id: 'rating', label: 'Rating' },
  { id: 'created', label: 'Added' },
  { id: 'isStock', label: 'Stock' },
];

/** Columns whose first click sorts highest first. */
const DESCENDING_FIRST: readonly ProductColumn[] = ['offerPrice', 'discount', 'rating', 'created'];

function LoadingRows({ rows }: { rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <TableRow key={index} aria-hidden>
          <TableCell sx={{ pl: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Skeleton
                variant="rounded"
                sx={{ width: (theme) => theme.spacing(5), height: (theme) => theme.spacing(5) }}
              />
              <Skeleton variant="text" sx={{ width: '60%' }} />
            </Box>
          </TableCell>
          {COLUMNS.slice(1).map((column) => (
            <TableCell key={column.id}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
          <TableCell sx={{ pr: 3 }}>
            <Skeleton variant="text" />
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

/**
 * `/e-commerce/product-list`: the catalogue as a table with search, sortable columns and paging;
 * each row links to the product and can add it to the cart.
 */
export function ProductListScreen() {
  const catalogue = useRemote(catalogueAtom);
  const { add, busy } = useAddToCart();
  const [search, setSearch] = useState('');
  const [orderBy, setOrderBy] = useState<ProductColumn>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(ROWS_PER_PAGE[0]);

  const matching = useMemo(() => {
    const rows = catalogue.data ?? [];
    return sortTable(
      rows.filter((product) => matchesTableSearch(product, search)),
      orderBy,
      direction,
    );
  }, [catalogue.data, search, orderBy, direction]);
  const visible = pageOf(matching, page, rowsPerPage);

  const sortBy = (column: ProductColumn) => {
    if (column === orderBy) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setOrderBy(column);
      setDirection(DESCENDING_FIRST.includes(column) ? 'desc' : 'asc');
    }
    setPage(0);
  };

  const count =
    catalogue.status === 'error'
      ? 'Products unavailable'
      : catalogue.data === undefined
        ? 'Loading products…'
        : search.trim() === ''
          ? plural(matching.length, 'product')
          : `${plural(matching.length, 'product')} match “${search.trim()}”`;

  return (
    <MainCard content={false}>
      <Box sx={{ p: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography component="h1" variant="h3">
            Product list
          </Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {count}
          </Typography>
        </Box>
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flex: `1 1 ${theme.spacing(30)}`,
            maxWidth: theme.spacing(46),
          })}
        >
          <TextField
            size="small"
            type="search"
            placeholder="Search products"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search products' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <IconSearch size={18} />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flexGrow: 1 }}
          />
          <CartBadge />
        </Box>
      </Box>
      <Divider />
      {catalogue.status === 'error' ? (
        <ErrorState
          {...errorStateProps(catalogue.error, 'We could not load the products')}
          onRetry={catalogue.retry}
          size="large"
          titleComponent="h2"
        />
      ) : catalogue.data !== undefined && matching.length === 0 ? (
        <EmptyState
          size="large"
          titleComponent="h2"
          icon={<IconTableOff size={36} stroke={1.5} />}
          title={search.trim() === '' ? 'No products yet' : 'No products match your search'}
          description={
            search.trim() === ''
              ? 'Products added to the shop appear here.'
              : 'Check the spelling or try a shorter word.'
          }
        />
      ) : (
        <>
          <TableContainer>
            <Table aria-label="Products" sx={(theme) => ({ minWidth: theme.spacing(110) })}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.numeric ? 'right' : 'left'}
                      sortDirection={orderBy === column.id ? direction : false}
                      sx={{ pl: column.id === 'name' ? 3 : undefined }}
                    >
                      <TableSortLabel
                        active={orderBy === column.id}
                        direction={orderBy === column.id ? direction : 'asc'}
                        onClick={() => sortBy(column.id)}
                      >
                        {column.label}
                        {orderBy === column.id && (
                          <Box component="span" sx={visuallyHidden}>
                            {direction === 'desc' ? ', sorted descending' : ', sorted ascending'}
                          </Box>
                        )}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ pr: 3 }}>
                    Actions
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {catalogue.data === undefined ? (
                  <LoadingRows rows={rowsPerPage} />
                ) : (
                  visible.rows.map((product) => (
                    <TableRow key={product.id} hover>
                      <TableCell sx={(theme) => ({ pl: 3, minWidth: theme.spacing(32) })}>
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
                              sx={{
                                color: 'heading',
                                textDecoration: 'none',
                                '&:hover': { textDecoration: 'underline' },
                              }}
                            >
                              {product.name}
                            </Typography>
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              sx={{
                                display: '-webkit-box',
                                WebkitLineClamp: 1,
                                WebkitBoxOrient: 'vertical',
                                overflow: 'hidden',
                              }}
                            >
                              {product.description}
                            </Typography>
                          </Box>
                        </Box>
                      </TableCell>
                      <TableCell>{categoryText(product)}</TableCell>
                      <TableCell align="right">
                        <Typography
                          variant="subtitle1"
                          component="span"
                          sx={{ display: 'block', whiteSpace: 'nowrap' }}
                        >
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
                      </TableCell>
                      <TableCell align="right">{`${product.discount}%`}</TableCell>
                      <TableCell>
                        <RatingLine value={product.rating} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(product.created, SHOP_DATE)}
                      </TableCell>
                      <TableCell>
                        {product.isStock ? (
                          <StatusChip color="success" label="In stock" />
                        ) : (
                          <StatusChip color="error" label="Out of stock" />
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ pr: 3, whiteSpace: 'nowrap' }}>
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
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={catalogue.data === undefined ? 0 : matching.length}
            page={visible.page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[...ROWS_PER_PAGE].sort((a, b) => a - b)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </MainCard>
  );
}
