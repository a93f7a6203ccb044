import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export interface RatingLineProps {
  value: number;
  /** Number of reviews, shown after the value. */
  count?: number;
  size?: 'small' | 'medium';
}

/** Stars (half steps) with the value written next to them. */
export function RatingLine({ value, count, size = 'small' }: RatingLineProps) {
  const label = `Rated ${value.toFixed(1)} out of 5`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Rating value={value} precision={0.5} readOnly size={size} aria-label={label} />
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {value.toFixed(1)}
        {count !== undefined && ` (${count} ${count === 1 ? 'review' : 'reviews'})`}
      </Typography>
    </Box>
  );
}
