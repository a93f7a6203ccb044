import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconCircleX, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { EmptyState, MainCard, useNotify, DataTable, type DataTableColumn, type SearchField } from '@pp/ui';
import { useMemo, useState } from 'react';

import type { CustomerProductReview, StatusCode } from './types';
import { productReviewsAtom } from './atoms';
import { PersonCell } from './components/PersonCell';
import { RowAction } from './components/RowAction';
import { LoadFailed } from './components/LoadFailed';
import { StatusCell } from './components/StatusCell';
import { useRemoval, type RemovalText } from './components/useRemoval';
import { avatarFor, useCustomerFormat, type CustomerFormat } from './format';
import { statusMeta } from './status';
import { useRemote } from '../shared/query/read';

/** `4.5` -> `4.5 out of 5 stars`. */
export function ratingLabel(value: number): string {
  return `${value} out of 5 stars`;
}

function Stars({ value }: { value: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Rating value={value} precision={0.5} readOnly size="small" getLabelText={ratingLabel} />
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} aria-hidden>
        {value.toFixed(1)}
      </Typography>
    </Stack>
  );
}

const columnsOf = (format: CustomerFormat): DataTableColumn<CustomerProductReview>[] => [
  { id: 'name', label: 'Product', sortable: true, minWidth: 160 },
  {
    id: 'author',
    label: 'Author',
    sortable: true,
    minWidth: 190,
    render: (row) => <PersonCell name={row.author} avatar={avatarFor(row.author)} />,
  },
  {
    id: 'review',
    label: 'Review',
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
  { id: 'rating', label: 'Rating', sortable: true, render: (row) => <Stars value={row.rating} /> },
  {
    id: 'date',
    label: 'Date',
    sortable: true,
    noWrap: true,
    render: (row) => format.day(row.date),
    width: 130,
  },
  {
    id: 'status',
    label: 'Status',
    align: 'center',
    sortable: true,
    width: 120,
    render: (row) => <StatusCell entity="productReview" code={row.status} />,
  },
];

const searchFields: SearchField<CustomerProductReview>[] = [
  'name',
  'author',
  'review',
  (row) => statusMeta('productReview', row.status).label,
];

const reviewId = (row: CustomerProductReview) => row.id;
const reviewLabel = (row: CustomerProductReview) => `review by ${row.author}`;

const removalText: RemovalText<CustomerProductReview> = {
  title: () => 'Delete review?',
  message: (row) =>
    `The review of ${row.name} by ${row.author} will be removed. You can undo this right after.`,
  done: (row) => `Review by ${row.author} deleted`,
};

/** `/customer/product-review`: reviews to moderate, with publish, reject and delete. */
export function ProductReviewScreen() {
  const reviews = useRemote(productReviewsAtom);
  const format = useCustomerFormat();
  const columns = useMemo(() => columnsOf(format), [format]);
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
      message: `Review by ${row.author} ${statusMeta('productReview', status).label.toLowerCase()}`,
      severity: status === 1 ? 'success' : 'warning',
    });
  };

  return (
    <MainCard title="Product Reviews" content={false}>
      <DataTable
        label="Product reviews"
        rows={rows}
        columns={columns}
        getRowId={reviewId}
        getRowLabel={reviewLabel}
        searchFields={searchFields}
        defaultSort={{ columnId: 'date', direction: 'desc' }}
        labels={{ search: 'Search reviews' }}
        loading={reviews.status === 'loading'}
        error={
          reviews.status === 'error' ? (
            <LoadFailed title="We could not load the reviews" error={reviews.error} onRetry={reviews.retry} />
          ) : undefined
        }
        emptyState={
          <EmptyState
            tone="secondary"
            icon={<IconMessageCircle size={32} stroke={1.5} />}
            title="No reviews yet"
            description="Reviews show up here as soon as customers write them."
          />
        }
        rowActions={(row) => (
          <>
            <RowAction
              label={`Publish review by ${row.author}`}
              tooltip="Publish"
              icon={<IconCircleCheck size={18} stroke={1.5} />}
              color="success"
              disabled={row.status === 1}
              onClick={() => moderate(row, 1)}
            />
            <RowAction
              label={`Reject review by ${row.author}`}
              tooltip="Reject"
              icon={<IconCircleX size={18} stroke={1.5} />}
              color="warning"
              disabled={row.status === 3}
              onClick={() => moderate(row, 3)}
            />
            <RowAction
              label={`Delete review by ${row.author}`}
              tooltip="Delete"
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
