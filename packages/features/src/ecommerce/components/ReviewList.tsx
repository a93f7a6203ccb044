import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconMessageOff } from '@tabler/icons-react';
import { Fragment } from 'react';

import { EmptyState, ErrorState, formatDate, StatusChip } from '@pp/ui';

import type { RemoteRead } from '../../shared/query/read';
import type { Review } from '../types';
import { shopDate } from './format';
import { errorStateProps } from './errors';
import { countLabel, useShopT } from './i18n';

/** Average rating of reviews, to one decimal; 0 for none. */
export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
}

function Summary({ reviews }: { reviews: readonly Review[] }) {
  const average = averageRating(reviews);
  const { t } = useShopT();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { '@': '1fr', '@sm/details': 'auto 1fr' },
        p: 2.5,
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="p" variant="h1">
          {average.toFixed(1)}
        </Typography>
        <Rating
          value={average}
          precision={0.5}
          readOnly
          aria-label={t('reviews.average', { value: average.toFixed(1) })}
        />
        <Typography variant="body2" color="text.secondary">
          {countLabel(t, 'reviews.basedOn', reviews.length)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = reviews.filter((review) => Math.round(review.rating) === stars).length;
          const share = reviews.length === 0 ? 0 : (count / reviews.length) * 100;
          return (
            <Box
              key={stars}
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: 1.5, alignItems: 'center' }}
            >
              <Typography variant="body2">{t('reviews.stars', { stars })}</Typography>
              <LinearProgress
                variant="determinate"
                value={share}
                color="primary"
                aria-label={t('reviews.starsCount', { stars, count })}
                sx={{ height: (theme) => theme.spacing(1), borderRadius: 1 }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ minWidth: (theme) => theme.spacing(2) }}
              >
                {count}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export interface ReviewListProps {
  /** The reviews, with their retry. */
  reviews: RemoteRead<Review[]>;
}

/** What customers said: the average and spread, then each review with avatar, rating and date. */
export function ReviewList({ reviews }: ReviewListProps) {
  const { t, locale } = useShopT();
  if (reviews.status === 'error') {
    return (
      <ErrorState
        {...errorStateProps(reviews.error, t('reviews.loadFailed'), t)}
        onRetry={reviews.retry}
        size="large"
        titleComponent="h3"
      />
    );
  }
  if (reviews.data === undefined) {
    return (
      <Box
        role="status"
        aria-label={t('reviews.loading')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {[0, 1, 2].map((index) => (
          <Box key={index} sx={{ display: 'flex', gap: 2 }}>
            <Skeleton
              variant="circular"
              sx={{ width: (theme) => theme.spacing(5), height: (theme) => theme.spacing(5) }}
            />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" sx={{ width: '30%' }} />
              <Skeleton variant="text" sx={{ width: '80%' }} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  if (reviews.data.length === 0) {
    return (
      <EmptyState
        size="large"
        titleComponent="h3"
        icon={<IconMessageOff size={32} stroke={1.5} />}
        title={t('reviews.emptyTitle')}
        description={t('reviews.emptyMessage')}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Summary reviews={reviews.data} />
      <Box component="ul" aria-label={t('reviews.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reviews.data.map((review, index) => (
          <Fragment key={review.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <Box component="li" sx={{ display: 'flex', gap: 2, py: 2.5 }}>
              <Avatar
                src={review.profile.avatar}
                alt=""
                sx={{ width: (theme) => theme.spacing(6), height: (theme) => theme.spacing(6) }}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography component="h3" variant="subtitle1">
                    {review.profile.name}
                  </Typography>
                  {review.profile.status && <StatusChip color="success" label={t('reviews.verified')} />}
                  <Typography variant="caption" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
                    {formatDate(review.date, shopDate(locale))}
                  </Typography>
                </Box>
                <Rating
                  value={review.rating}
                  precision={0.5}
                  readOnly
                  size="small"
                  aria-label={t('rating.rated', { value: review.rating })}
                />
                <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                  {review.review}
                </Typography>
              </Box>
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
