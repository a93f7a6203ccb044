import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconCircleX, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import {
  EmptyState,
  MainCard,
  useNotify,
  DataTable,
  type DataTableColumn,
  type SearchField,
  RowAction,
} from '@pp/ui';
import { useMemo, useState } from 'react';

import type { CustomerProductReview, StatusCode } from './types';
import { productReviewsAtom } from './atoms';
import { PersonCell } from './components/PersonCell';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { avatarFor, useCustomerFormat, type CustomerFormat } from './format';
import { customerNs, type CustomerT } from './i18n';
import { statusMeta } from './status';
import { useTableLabels } from '../shared/i18n/table';
import { useT } from '../shared/i18n/useT';
import { useRemote } from '../shared/query/read';

function Stars({ value }: { value: number }) {
  const { t } = useT(customerNs);
  const format = useCustomerFormat();
  const ratingLabel = (rating: number) => t('reviews.stars', { value: format.count(rating) });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Rating value={value} precision={0.5} readOnly size="small" getLabelText={ratingLabel} />
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} aria-hidden>
        {value.toFixed(1)}
      </Typography>
    </Stack>
  );
}

const columnsOf = (t: CustomerT, format: CustomerFormat): DataTableColumn<CustomerProductReview>[] => [
  { id: 'name', label: t('reviews.product'), sortable: true, minWidth: 160 },
  {
    id: 'author',
    label: t('reviews.author'),
    sortable: true,
    minWidth: 190,
    render: (row) => <PersonCell name={row.author} avatar={avatarFor(row.author)} />,
  },
  {
    id: 'review',
    label: t('reviews.review'),
    minWidth: 220,
    render: (row) => (
      <Typography
        variant="body2"
        title={row.review}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'break-word',
        }}
      >
        {row.review}
      </Typography>
    ),
  },
  { id: 'rating', label: t('reviews.rating'), sortable: true, render: (row) => <Stars value={row.rating} /> },
  {
    id: 'date',
    label: t('reviews.date'),
    sortable: true,
    noWrap: true,
    render: (row) => format.day(row.date),
    width: 130,
  },
  {
    id: 'status',
    label: t('reviews.status'),
    align: 'center',
    sortable: true,
    width: 120,
    render: (row) => <StatusCell entity="productReview" code={row.status} />,
  },
];

const searchFieldsOf = (t: CustomerT): SearchField<CustomerProductReview>[] => [
  'name',
  'author',
  'review',
  (row) => t(statusMeta('productReview', row.status).key),
];

const reviewId = (row: CustomerProductReview) => row.id;

const removalTextOf = (t: CustomerT): RemovalText<CustomerProductReview> => ({
  title: () => t('reviews.deleteTitle'),
  message: (row) => t('reviews.deleteText', { product: row.name, author: row.author }),
  done: (row) => t('reviews.deleted', { author: row.author }),
});

/** `/customer/product-review`: reviews to moderate, with publish, reject and delete. */
export function ProductReviewScreen() {
  const { t } = useT(customerNs);
  const reviews = useRemote(productReviewsAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(t, format), [t, format]);
  const searchFields = useMemo(() => searchFieldsOf(t), [t]);
  const labels = useTableLabels(t('reviews.search'));
  const reviewLabel = useMemo(
    () => (row: CustomerProductReview) => t('reviews.rowLabel', { author: row.author }),
    [t],
  );
  const removalText = useMemo(() => removalTextOf(t), [t]);
  const removal = useRemoval(reviewId, removalText);
  const notify = useNotify();
  const [moderated, setModerated] = useState<ReadonlyMap<number, StatusCode>>(() => new Map());
  const { visible } = removal;

  const rows = useMemo(
    () =>
      visible(reviews.data ?? []).map((row) => {
        const status = moderated.get(row.id);
        return status === undefined ? row : { ...row, status };
      }),
    [reviews.data, visible, moderated],
  );

  const moderate = (row: CustomerProductReview, status: StatusCode) => {
    setModerated((previous) => new Map(previous).set(row.id, status));
    notify({
      message: t(status === 1 ? 'reviews.published' : 'reviews.rejected', { author: row.author }),
      severity: status === 1 ? 'success' : 'warning',
    });
  };

  return (
    <MainCard title={t('pages.productReviews')} content={false}>
      <DataTable
        label={t('reviews.table')}
        rows={rows}
        columns={columns}
        getRowId={reviewId}
        getRowLabel={reviewLabel}
        searchFields={searchFields}
        defaultSort={{ columnId: 'date', direction: 'desc' }}
        labels={labels}
        loading={reviews.status === 'loading'}
        error={
          reviews.status === 'error' ? (
            <LoadFailed title={t('reviews.loadFailed')} error={reviews.error} onRetry={reviews.retry} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconMessageCircle size={32} stroke={1.5} />}
            title={t('reviews.emptyTitle')}
            description={t('reviews.emptyText')}
          />
        }
        rowActions={(row) => (
          <>
            <RowAction
              label={t('reviews.publishReview', { author: row.author })}
              tooltip={t('reviews.publish')}
              icon={<IconCircleCheck size={18} stroke={1.5} />}
              color="success"
              disabled={row.status === 1}
              onClick={() => moderate(row, 1)}
            />
            <RowAction
              label={t('reviews.rejectReview', { author: row.author })}
              tooltip={t('reviews.reject')}
              icon={<IconCircleX size={18} stroke={1.5} />}
              color="warning"
              disabled={row.status === 3}
              onClick={() => moderate(row, 3)}
            />
            <RowAction
              label={t('reviews.deleteReview', { author: row.author })}
              tooltip={t('common.delete')}
              icon={<IconTrash size={18} stroke={1.5} />}
              color="error"
              onClick={() => removal.ask(row)}
            />
          </>
        )}
      />
      {removal.elements}
    </MainCard>
  );
}
