import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingArea, MainCard, Placeholder } from '@pp/ui';
import { useId, type ReactNode } from 'react';

import { IconTile, type TileTone } from './IconTile';

export interface FigureCardProps {
  label: string;
  icon: ReactNode;
  tone: TileTone;
  /** The figure; undefined while it loads. */
  value: ReactNode | undefined;
  /** A line under the figure: a count, what the sign means. */
  detail?: ReactNode;
  loadingLabel: string;
}

/** One of the day's figures: an icon tile, its label, the amount and a line under it. */
export function FigureCard({ label, icon, tone, value, detail, loadingLabel }: FigureCardProps) {
  const id = useId();
  return (
    <MainCard component="section" aria-labelledby={id} sx={{ height: '100%' }} contentSX={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <IconTile tone={tone}>{icon}</IconTile>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={id} component="h2" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          {value === undefined ? (
            <LoadingArea label={loadingLabel}>
              <Placeholder variant="text" sx={{ fontSize: '1.5rem', width: '80%' }} />
              <Placeholder variant="text" width="50%" />
            </LoadingArea>
          ) : (
            <>
              <Typography
                component="p"
                variant="h3"
                sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
              >
                {/* An amount reads left to right on a right-to-left page too (its sign first). */}
                <bdi dir="ltr">{value}</bdi>
              </Typography>
              {detail !== undefined && <Box sx={{ mt: 1 }}>{detail}</Box>}
            </>
          )}
        </Box>
      </Stack>
    </MainCard>
  );
}
