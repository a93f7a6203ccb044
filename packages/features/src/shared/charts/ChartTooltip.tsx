import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface ChartTooltipRow {
  /** The series' colour (its swatch). */
  color?: string;
  label: string;
  value: string;
}

export interface ChartTooltipProps {
  /** What the point is: a day, a month, a category. */
  title: string;
  rows: readonly ChartTooltipRow[];
}

/**
 * The tooltip of every chart: a paper card in the theme (dark mode too), the point's title and one
 * line per series with its swatch, figures in tabular digits.
 */
export function ChartTooltip({ title, rows }: ChartTooltipProps) {
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider' }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {row.color && (
            <Box
              aria-hidden
              sx={{
                width: '0.625rem',
                height: '0.625rem',
                borderRadius: '50%',
                bgcolor: row.color,
                flexShrink: 0,
              }}
            />
          )}
          {rows.length > 1 && (
            <Typography variant="body2" component="span" sx={{ flex: 1, color: 'text.secondary' }}>
              {row.label}
            </Typography>
          )}
          <Typography variant="subtitle1" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
