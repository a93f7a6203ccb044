import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

import { countLabel, useShopT } from './i18n';

export interface RatingLineProps {
  value: number;
  /** Number of reviews, shown after the value. */
  count?: number;
  size?: 'small' | 'medium';
}

/** Stars (half steps) with the value written next to them. */
export function RatingLine({ value, count, size = 'small' }: RatingLineProps) {
  const { t } = useShopT();
  const label = t('rating.rated', { value: value.toFixed(1) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Rating value={value} precision={0.5} readOnly size={size} aria-label={label} />
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {value.toFixed(1)}
        {count !== undefined && ` (${countLabel(t, 'rating.reviews', count)})`}
      </Typography>
    </Box>
  );
}
