import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatBaht, LoadingArea, Placeholder } from '@pp/ui';
import { IconBuildingBank } from '@tabler/icons-react';

import type { Satang } from '../../../shared/money/money';
import { IconTile } from './IconTile';

export interface BalanceHeroProps {
  title: string;
  hint: string;
  /** The float; undefined while it loads. */
  satang: Satang | undefined;
  loadingLabel: string;
}

/**
 * The agent's float, big, on the preset's deep brand surface (white text at AA in every preset and
 * mode), with the template's two decorative rings.
 */
export function BalanceHero({ title, hint, satang, loadingLabel }: BalanceHeroProps) {
  return (
    <Card
      component="section"
      aria-labelledby="agent-balance-title"
      sx={(theme) => {
        // The preset's deep brand colour (white text at AA) with two soft rings at its far end.
        const { surface, ring } = theme.palette.hero;
        const [end, nearEnd] = theme.direction === 'rtl' ? ['0%', '10%'] : ['100%', '90%'];
        const disc = (x: string, y: string, radius: number, opacity: number) =>
          `radial-gradient(circle at ${x} ${y}, ${alpha(ring, opacity)} ${theme.spacing(radius)}, transparent calc(${theme.spacing(radius)} + 1px))`;
        return {
          height: '100%',
          color: theme.palette.common.white,
          background: [disc(end, '100%', 18, 0.9), disc(nearEnd, '0%', 14, 0.45), surface].join(', '),
        };
      }}
    >
      <Stack spacing={3} sx={{ p: 3, height: '100%', justifyContent: 'space-between' }}>
        <IconTile tone="inverse">
          <IconBuildingBank size={26} stroke={1.6} />
        </IconTile>
        <Box>
          <Typography
            id="agent-balance-title"
            component="h2"
            variant="subtitle1"
            sx={{ color: 'inherit', opacity: 0.9, fontWeight: 500 }}
          >
            {title}
          </Typography>
          {satang === undefined ? (
            <LoadingArea label={loadingLabel}>
              {/* As tall as the figure, a translucent white on the brand surface. */}
              <Placeholder
                variant="rounded"
                width="60%"
                height="1.3em"
                sx={(theme) => ({
                  my: 0.5,
                  fontSize: '2.5rem',
                  bgcolor: alpha(theme.palette.common.white, 0.2),
                })}
              />
            </LoadingArea>
          ) : (
            <Typography
              component="p"
              sx={{
                color: 'inherit',
                // Big on a wide screen, still whole on a phone: ฿999,999,999.99 fits 323 px.
                fontSize: 'clamp(1.5rem, 7cqi, 2.5rem)',
                fontWeight: 600,
                lineHeight: 1.3,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'break-word',
              }}
            >
              <bdi dir="ltr">{formatBaht(satang)}</bdi>
            </Typography>
          )}
          <Typography variant="body2" component="p" sx={{ color: 'inherit', opacity: 0.85 }}>
            {hint}
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}
