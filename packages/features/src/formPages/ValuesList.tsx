import Box from '@mui/material/Box';

/** Label and value pairs as a description list: what a form sent, or a wizard's review. Text only. */
export function ValuesList({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        [theme.containerQueries.up('sm')]: {
          gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
          rowGap: 1,
        },
        '& dt': { color: 'text.secondary', typography: 'body2' },
        '& dd': { m: 0, typography: 'body1', overflowWrap: 'break-word', mb: { xs: 1, sm: 0 } },
      })}
    >
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </Box>
      ))}
    </Box>
  );
}
